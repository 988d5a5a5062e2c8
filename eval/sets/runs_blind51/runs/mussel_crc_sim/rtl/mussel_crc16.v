// mussel_crc16: byte-wide CRC-16/CCITT-FALSE engine (poly 0x1021, init 0xFFFF, no reflection)
// Ports: clk, rst (sync), init (reload 0xFFFF), valid + data[7:0] (one byte per cycle),
//        crc[15:0] (running CRC, updated the cycle after valid)
// The byte is folded in one cycle by unrolling the bitwise LFSR update eight times.
module mussel_crc16 (
    input  wire        clk,
    input  wire        rst,
    input  wire        init,
    input  wire        valid,
    input  wire [7:0]  data,
    output reg  [15:0] crc
);
    function [15:0] crc_byte;
        input [15:0] c;
        input [7:0]  d;
        integer i;
        reg [15:0] t;
        begin
            t = c ^ {d, 8'h00};
            for (i = 0; i < 8; i = i + 1)
                t = t[15] ? ((t << 1) ^ 16'h1021) : (t << 1);
            crc_byte = t;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || init)
            crc <= 16'hFFFF;
        else if (valid)
            crc <= crc_byte(crc, data);
    end
endmodule
