// burnet_crc: byte-parallel CRC-16/CCITT-FALSE engine (poly 0x1021, init 0xFFFF).
// One data byte is folded into the CRC per clock when din_valid is high.
// Ports: clk, rst (sync, active high), init (reload 0xFFFF), din_valid, din[7:0], crc[15:0].
module burnet_crc (
    input  wire        clk,
    input  wire        rst,
    input  wire        init,
    input  wire        din_valid,
    input  wire [7:0]  din,
    output reg  [15:0] crc
);
    // next-state function: 8 serial steps unrolled
    function [15:0] crc_byte;
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
            crc_byte = r;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || init)
            crc <= 16'hFFFF;
        else if (din_valid)
            crc <= crc_byte(crc, din);
    end
endmodule
