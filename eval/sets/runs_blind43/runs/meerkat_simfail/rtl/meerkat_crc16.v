// meerkat_crc16: byte-wide CRC-16 engine, polynomial 0x1021 (CCITT), MSB first,
// no reflection, no final xor. INIT sets the seed loaded by clr.
// Ports: clk, clr (sync, loads INIT), en, din[7:0], crc[15:0].
module meerkat_crc16 #(
    parameter [15:0] INIT = 16'h0000
) (
    input  wire        clk,
    input  wire        clr,
    input  wire        en,
    input  wire [7:0]  din,
    output reg  [15:0] crc
);
    function [15:0] crc_byte;
        input [15:0] c;
        input [7:0]  d;
        integer k;
        reg [15:0] t;
        begin
            t = c ^ {d, 8'h00};
            for (k = 0; k < 8; k = k + 1)
                t = t[15] ? ((t << 1) ^ 16'h1021) : (t << 1);
            crc_byte = t;
        end
    endfunction

    always @(posedge clk) begin
        if (clr)
            crc <= INIT;
        else if (en)
            crc <= crc_byte(crc, din);
    end
endmodule
