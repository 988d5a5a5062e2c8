// jacana_crc16: byte-wide CRC-16/CCITT-FALSE generator (poly 0x1021, init 0xFFFF, no reflection).
// Ports: clk, rst, init (reload 0xFFFF), data_valid, data[7:0], crc[15:0].
// One byte per clock; the 8 bit-steps are unrolled by a function, so the logic is pure XOR trees.
module jacana_crc16 (
    input  wire        clk,
    input  wire        rst,
    input  wire        init,
    input  wire        data_valid,
    input  wire [7:0]  data,
    output reg  [15:0] crc
);
    function [15:0] crc_byte(input [15:0] c, input [7:0] d);
        integer k;
        reg [15:0] x;
        begin
            x = c ^ {d, 8'h00};
            for (k = 0; k < 8; k = k + 1)
                x = x[15] ? ((x << 1) ^ 16'h1021) : (x << 1);
            crc_byte = x;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || init)
            crc <= 16'hffff;
        else if (data_valid)
            crc <= crc_byte(crc, data);
    end
endmodule
