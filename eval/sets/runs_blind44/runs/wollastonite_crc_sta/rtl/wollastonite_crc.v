// wollastonite_crc: byte-wide CRC-16/CCITT-FALSE engine (poly 0x1021, init 0xFFFF, no reflection).
// One data byte per clock when din_valid is high; init reloads 0xFFFF. crc_ok compares the
// running CRC with the residue after the transmitted CRC has been fed through (0x0000).
// Ports: clk, rst_n, init, din_valid, din[7:0] -> crc[15:0], crc_ok.
module wollastonite_crc (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        init,
    input  wire        din_valid,
    input  wire [7:0]  din,
    output reg  [15:0] crc,
    output wire        crc_ok
);
    function [15:0] crc_byte;
        input [15:0] c;
        input [7:0]  d;
        integer k;
        reg [15:0] r;
        begin
            r = c;
            for (k = 7; k >= 0; k = k - 1) begin
                if (r[15] ^ d[k])
                    r = {r[14:0], 1'b0} ^ 16'h1021;
                else
                    r = {r[14:0], 1'b0};
            end
            crc_byte = r;
        end
    endfunction

    assign crc_ok = (crc == 16'h0000);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            crc <= 16'hFFFF;
        else if (init)
            crc <= 16'hFFFF;
        else if (din_valid)
            crc <= crc_byte(crc, din);
    end
endmodule
