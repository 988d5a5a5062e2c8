// crc8_lane: CRC-8 (poly 0x07) over one byte per clock
module crc8_lane (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       clear,
    input  wire       vld,
    input  wire [7:0] data,
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

    always @(posedge clk or negedge rst_n)
        if (!rst_n)      crc <= 8'h00;
        else if (clear)  crc <= 8'h00;
        else if (vld)    crc <= crc8_byte(crc, data);
endmodule
