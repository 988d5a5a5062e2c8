// bobwhite_crc8: byte-wide CRC-8 (polynomial x^8+x^2+x+1, 0x07) accumulator.
// Ports: clk, rst_n (async, active low), clear, valid, din[7:0] -> crc[7:0].
// One byte is folded into the CRC per cycle when valid is high.
module bobwhite_crc8 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       clear,
    input  wire       valid,
    input  wire [7:0] din,
    output reg  [7:0] crc
);
    function [7:0] bobwhite_next;
        input [7:0] c;
        input [7:0] d;
        integer i;
        reg [7:0] r;
        begin
            r = c ^ d;
            for (i = 0; i < 8; i = i + 1)
                r = r[7] ? ((r << 1) ^ 8'h07) : (r << 1);
            bobwhite_next = r;
        end
    endfunction

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            crc <= 8'h00;
        else if (clear)
            crc <= 8'h00;
        else if (valid)
            crc <= bobwhite_next(crc, din);
    end
endmodule
