// pecan_crc8: bit-serial CRC-8 (polynomial x^8+x^2+x+1, 0x07), init 0x00
// Ports: clk, rst, clr (synchronous clear), din_valid, din (one bit), crc[7:0]
// Bits are shifted in MSB first; no final XOR and no reflection (plain CRC-8/SMBUS).
// Reference: CRC-8 of the byte 0x31 is 0x97 with this configuration.
module pecan_crc8 (
    input  wire       clk,
    input  wire       rst,
    input  wire       clr,
    input  wire       din_valid,
    input  wire       din,
    output reg  [7:0] crc
);
    wire fb = crc[7] ^ din;
    always @(posedge clk) begin
        if (rst || clr)
            crc <= 8'h00;
        else if (din_valid)
            crc <= {crc[6:2], crc[1] ^ fb, crc[0] ^ fb, fb};
    end
endmodule
