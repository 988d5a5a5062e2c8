// inchworm_crc: byte-wide CRC-8 engine (polynomial x^8 + x^2 + x + 1 = 0x07, init 0x00,
// no reflection, no final XOR; "123456789" gives 0xF4).
// Ports: clk, rst (sync, active high), init clears the CRC, valid + data[7:0] feed one byte
//        per clock, crc[7:0] holds the running CRC.
module inchworm_crc (
    input            clk,
    input            rst,
    input            init,
    input            valid,
    input      [7:0] data,
    output reg [7:0] crc
);
    function [7:0] crc8_byte;
        input [7:0] c;
        input [7:0] d;
        integer i;
        reg [7:0] x;
        begin
            x = c ^ d;
            for (i = 0; i < 8; i = i + 1)
                x = x[7] ? ({x[6:0], 1'b0} ^ 8'h07) : {x[6:0], 1'b0};
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
