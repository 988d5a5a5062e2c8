// Bit-serial CRC-8 (polynomial 0x07) engine that consumes one byte over eight clocks.
module iris_crc (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] data,
    output reg  [7:0] crc,
    output reg        busy,
    output reg        done
);
    reg [7:0] sh;
    reg [2:0] cnt;
    wire      fb = crc[7] ^ sh[7];

    always @(posedge clk) begin
        done <= 1'b0;
        if (rst) begin
            crc <= 8'h00; sh <= 8'h00; cnt <= 3'd0; busy <= 1'b0;
        end else if (start && !busy) begin
            sh   <= data;
            cnt  <= 3'd0;
            busy <= 1'b1;
        end else if (busy) begin
            crc <= {crc[6:0], 1'b0} ^ (fb ? 8'h07 : 8'h00);
            sh  <= {sh[6:0], 1'b0};
            cnt <= cnt + 3'd1;
            if (cnt == 3'd7) begin
                busy <= 1'b0;
                done <= 1'b1;
            end
        end
    end
endmodule
