// Byte-wide CRC-16/CCITT engine (poly 0x1021, init 0xFFFF) that folds in one data byte per clock.
module yak_crc (
    input  wire        clk,
    input  wire        rst,
    input  wire        init,
    input  wire        din_valid,
    input  wire [7:0]  din,
    output reg  [15:0] crc
);
    function [15:0] yak_step8;
        input [15:0] c;
        input [7:0]  d;
        integer k;
        reg [15:0] r;
        begin
            r = c;
            for (k = 7; k >= 0; k = k - 1) begin
                if (r[15] ^ d[k]) r = {r[14:0], 1'b0} ^ 16'h1021;
                else              r = {r[14:0], 1'b0};
            end
            yak_step8 = r;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || init)   crc <= 16'hFFFF;
        else if (din_valid) crc <= yak_step8(crc, din);
    end
endmodule
