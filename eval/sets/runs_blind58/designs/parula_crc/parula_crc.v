// parula_crc: CRC-16/CCITT-FALSE calculator (poly 0x1021, init 0xFFFF), one byte per clock
// Ports: clk, rst, clear, valid, din[7:0], crc[15:0]
// The byte update is unrolled in a function (8 serial steps per clock).
module parula_crc (
    input  wire        clk,
    input  wire        rst,
    input  wire        clear,
    input  wire        valid,
    input  wire [7:0]  din,
    output reg  [15:0] crc
);
    function [15:0] step8;
        input [15:0] c;
        input [7:0]  d;
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
            step8 = r;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || clear)
            crc <= 16'hFFFF;
        else if (valid)
            crc <= step8(crc, din);
    end
endmodule
