// grotto_crc: byte-wide CRC-16/CCITT engine (polynomial 0x1021), one byte per clock
// init reloads the CRC register with the seed value INIT; data_valid folds data into the
// CRC, MSB first, no reflection, no final XOR. crc holds the running value.
// Parameter INIT: seed (0xFFFF for CCITT-FALSE, 0x0000 for XMODEM).
module grotto_crc #(
    parameter [15:0] INIT = 16'h0000
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        init,
    input  wire [7:0]  data,
    input  wire        data_valid,
    output reg  [15:0] crc
);
    // combinational next-CRC for one byte, bit-serial unrolled
    function [15:0] crc16_byte(input [15:0] c, input [7:0] d);
        integer i;
        reg [15:0] r;
        begin
            r = c;
            for (i = 7; i >= 0; i = i - 1) begin
                if (r[15] ^ d[i])
                    r = {r[14:0], 1'b0} ^ 16'h1021;
                else
                    r = {r[14:0], 1'b0};
            end
            crc16_byte = r;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || init)
            crc <= INIT;
        else if (data_valid)
            crc <= crc16_byte(crc, data);
    end
endmodule
