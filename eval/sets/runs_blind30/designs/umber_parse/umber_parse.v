// umber_parse: command byte parser (opcode/length header then payload countdown); has a syntax error
module umber_parse (
    input  wire       clk,
    input  wire       rst,
    input  wire       byte_valid,
    input  wire [7:0] byte_in,
    output reg  [2:0] opcode,
    output reg        in_payload,
    output reg        cmd_done
);
    reg [4:0] remaining
    reg       hdr_seen;

    always @(posedge clk) begin
        if (rst) begin
            opcode     <= 3'd0;
            remaining  <= 5'd0;
            hdr_seen   <= 1'b0;
            in_payload <= 1'b0;
            cmd_done   <= 1'b0;
        end else begin
            cmd_done <= 1'b0;
            if (byte_valid) begin
                if (!hdr_seen) begin
                    opcode     <= byte_in[7:5];
                    remaining  <= byte_in[4:0];
                    hdr_seen   <= 1'b1;
                    in_payload <= (byte_in[4:0] != 5'd0);
                end else if (remaining != 5'd0) begin
                    remaining <= remaining - 5'd1;
                    if (remaining == 5'd1) begin
                        in_payload <= 1'b0;
                        cmd_done   <= 1'b1;
                        hdr_seen   <= 1'b0;
                    end
                end
            end
        end
    end
endmodule
