// yew_crc: byte-wide CRC-16/CCITT-FALSE engine (poly 16'h1021, init 16'hFFFF), one byte per clock.
// Ports: clk, rst, init (restart with 16'hFFFF), valid, data[7:0] -> crc[15:0].
// The per-byte update is an unrolled function of 8 serial steps.
module yew_crc (
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
        reg [15:0] r;
        begin
            r = c ^ {d, 8'h00};
            for (i = 0; i < 8; i = i + 1)
                r = r[15] ? ((r << 1) ^ 16'h1021) : (r << 1);
            crc_byte = r;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || init)
            crc <= 16'hFFFF;
        else if (valid)
            crc <= crc_byte(crc, data);
    end
endmodule
