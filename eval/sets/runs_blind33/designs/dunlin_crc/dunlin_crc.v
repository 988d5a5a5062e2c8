// dunlin_crc: byte-parallel CRC-16/CCITT-FALSE generator (poly 0x1021, init 0xFFFF) with clear and valid
module dunlin_crc (
    input  wire        clk,
    input  wire        rst,
    input  wire        clear,
    input  wire        valid,
    input  wire [7:0]  data,
    output reg  [15:0] crc
);
    function [15:0] crc_byte;
        input [15:0] c;
        input [7:0]  d;
        integer k;
        reg [15:0] x;
        begin
            x = c;
            for (k = 7; k >= 0; k = k - 1) begin
                if (x[15] ^ d[k])
                    x = {x[14:0], 1'b0} ^ 16'h1021;
                else
                    x = {x[14:0], 1'b0};
            end
            crc_byte = x;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || clear)
            crc <= 16'hFFFF;
        else if (valid)
            crc <= crc_byte(crc, data);
    end
endmodule
