// salamander_crc: bit-serial CRC-8 (polynomial 0x07, init 0x00), one data bit per clock
// Check value: CRC-8 of ASCII "123456789" is 0xF4.
// No output register beyond the CRC itself; one LFSR step per valid bit.
// Ports: init clears the CRC, valid/din shift a bit in MSB first, crc holds the remainder.
module salamander_crc (
    input  wire       clk,
    input  wire       rst,
    input  wire       init,
    input  wire       valid,
    input  wire       din,
    output reg  [7:0] crc
);
    wire fb = crc[7] ^ din;
    always @(posedge clk) begin
        if (rst || init)
            crc <= 8'h00;
        else if (valid)
            crc <= {crc[6:0], 1'b0} ^ (fb ? 8'h07 : 8'h00);
    end
endmodule
