// eel_crc8: bit-serial CRC-8 (polynomial x^8+x^2+x+1, 0x07), init 0x00, MSB first
// author: block team, rev B
// no vendor primitives; intended for OSU035 mapping or generic synthesis
// reset is synchronous unless stated otherwise
// ports: clk, rst, en, din -> crc[7:0]
module eel_crc8 (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       din,
    output reg  [7:0] crc
);
    wire fb = crc[7] ^ din;
    always @(posedge clk) begin
        if (rst)
            crc <= 8'h00;
        else if (en)
            crc <= {crc[6:0], 1'b0} ^ (fb ? 8'h07 : 8'h00);
    end
endmodule
