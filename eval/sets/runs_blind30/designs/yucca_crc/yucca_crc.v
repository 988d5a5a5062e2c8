// yucca_crc: byte-parallel CRC-12 (poly 0x80F) generator with init, enable and final xor output
module yucca_crc (
    input  wire        clk,
    input  wire        rst,
    input  wire        init,
    input  wire        en,
    input  wire [7:0]  data,
    output wire [11:0] crc_out
);
    localparam [11:0] POLY = 12'h80F;
    reg [11:0] crc;

    function [11:0] crc_byte;
        input [11:0] c;
        input [7:0]  d;
        integer k;
        reg fb;
        begin
            crc_byte = c;
            for (k = 7; k >= 0; k = k - 1) begin
                fb = crc_byte[11] ^ d[k];
                crc_byte = {crc_byte[10:0], 1'b0};
                if (fb)
                    crc_byte = crc_byte ^ POLY;
            end
        end
    endfunction

    always @(posedge clk) begin
        if (rst || init)
            crc <= 12'hFFF;
        else if (en)
            crc <= crc_byte(crc, data);
    end

    assign crc_out = ~crc;
endmodule
