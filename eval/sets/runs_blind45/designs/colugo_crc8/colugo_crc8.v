// colugo_crc8: byte-wide CRC-8 engine (polynomial 0x07, init 0x00, no reflection, no xorout)
// Ports: clk, rst, init, valid, data[7:0] -> crc[7:0]
// One byte per clock when valid is high; init clears the register.
module colugo_crc8 (
    input  wire       clk,
    input  wire       rst,
    input  wire       init,
    input  wire       valid,
    input  wire [7:0] data,
    output reg  [7:0] crc
);
    function [7:0] crc8_byte;
        input [7:0] c;
        input [7:0] d;
        integer i;
        reg [7:0] x;
        begin
            x = c ^ d;
            for (i = 0; i < 8; i = i + 1)
                x = x[7] ? ((x << 1) ^ 8'h07) : (x << 1);
            crc8_byte = x;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || init)
            crc <= 8'h00;
        else if (valid)
            crc <= crc8_byte(crc, data);
    end
endmodule
