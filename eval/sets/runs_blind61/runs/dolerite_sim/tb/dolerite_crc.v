// dolerite_crc: CRC-8 (polynomial x^8+x^2+x+1, 0x07), one data byte per clock
// Ports: clk, rst, en, clr, din[7:0] -> crc[7:0]. Init value 0x00, no reflection.
module dolerite_crc (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       clr,
    input  wire [7:0] din,
    output reg  [7:0] crc
);
    function [7:0] crc8_byte;
        input [7:0] c;
        input [7:0] d;
        integer i;
        reg [7:0] r;
        begin
            r = c ^ d;
            for (i = 0; i < 8; i = i + 1)
                r = r[7] ? ((r << 1) ^ 8'h07) : (r << 1);
            crc8_byte = r;
        end
    endfunction
    always @(posedge clk) begin
        if (rst || clr)
            crc <= 8'h00;
        else if (en)
            crc <= crc8_byte(crc, din);
    end
endmodule
