// beryl_crc8: byte-wide CRC-8 engine, polynomial x^8+x^2+x+1 (0x07), init 0x00, no reflection.
// Ports: clk, rst, clear (restart with init), valid + data[7:0] (one byte per clock) -> crc[7:0]
// The next-state function is a 8-step unrolled LFSR, so one byte is absorbed per cycle.
module beryl_crc8 (
    input  wire       clk,
    input  wire       rst,
    input  wire       clear,
    input  wire       valid,
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

    always @(posedge clk) begin
        if (rst || clear)
            crc <= 8'h00;
        else if (valid)
            crc <= crc8_byte(crc, data);
    end
endmodule
