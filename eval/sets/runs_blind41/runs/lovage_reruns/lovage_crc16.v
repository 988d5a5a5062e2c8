// lovage_crc16: CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), one byte per clock, parallel update
// Ports: init restarts the CRC, den qualifies d; crc is the running remainder.
module lovage_crc16 (
    input  wire        clk,
    input  wire        rst,
    input  wire        init,
    input  wire        den,
    input  wire [7:0]  d,
    output reg  [15:0] crc
);
    function [15:0] crc_byte(input [15:0] c, input [7:0] b);
        integer k;
        reg [15:0] r;
        begin
            r = c;
            for (k = 7; k >= 0; k = k - 1)
                r = (r[15] ^ b[k]) ? ((r << 1) ^ 16'h1021) : (r << 1);
            crc_byte = r;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || init)
            crc <= 16'hFFFF;
        else if (den)
            crc <= crc_byte(crc, d);
    end
endmodule
