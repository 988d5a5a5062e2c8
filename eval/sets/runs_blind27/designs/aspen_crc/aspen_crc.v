// Serial CRC-8 (polynomial 0x07) generator that shifts one data bit per clock, MSB first.
module aspen_crc (
    input  wire       clk,
    input  wire       rst,
    input  wire       bit_en,
    input  wire       bit_in,
    output reg  [7:0] crc,
    output reg  [2:0] bit_cnt
);
    // feedback term: top CRC bit xor incoming data bit
    wire fb = crc[7] ^ bit_in;

    always @(posedge clk) begin
        if (rst) begin
            crc     <= 8'h00;
            bit_cnt <= 3'd0;
        end else if (bit_en) begin
            crc     <= {crc[6:0], 1'b0} ^ (fb ? 8'h07 : 8'h00);
            bit_cnt <= bit_cnt + 3'd1;
        end
    end
endmodule
