// quoin_crc: serial CRC-8 (polynomial x^8+x^2+x+1, CRC-8/ATM), one bit per clock, MSB first
// ports:
//   clk  - clock, rising edge
//   rst  - synchronous reset, clears the register
//   init - synchronous re-init to 0x00 at the start of a frame
//   en   - shift one data bit in this cycle
//   din  - serial data bit
//   crc  - running CRC register
// check value: CRC over ASCII "123456789" = 0xF4
module quoin_crc (
    input  wire       clk,
    input  wire       rst,
    input  wire       init,
    input  wire       en,
    input  wire       din,
    output reg  [7:0] crc
);
    // feedback bit: MSB of the register xor the incoming data bit
    wire fb = crc[7] ^ din;
    always @(posedge clk) begin
        if (rst || init) crc <= 8'h00;
        else if (en) crc <= {crc[6:0], 1'b0} ^ (fb ? 8'h07 : 8'h00);
    end
endmodule
