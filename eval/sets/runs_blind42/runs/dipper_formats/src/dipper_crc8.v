// dipper_crc8: byte-parallel CRC-8 engine (polynomial x^8+x^2+x+1, 0x07), init 0x00, no reflection
// Feed bytes with data_valid; clear restarts the CRC; crc_out holds the running CRC.
// match is high when the running CRC equals the expected value on the ref_crc port.
module dipper_crc8 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       clear,
    input  wire       data_valid,
    input  wire [7:0] data_in,
    input  wire [7:0] ref_crc,
    output reg  [7:0] crc_out,
    output wire       match
);
    // one byte through the LFSR, unrolled bit by bit
    function [7:0] crc8_byte;
        input [7:0] crc;
        input [7:0] data;
        integer i;
        reg [7:0] c;
        begin
            c = crc ^ data;
            for (i = 0; i < 8; i = i + 1)
                c = c[7] ? ((c << 1) ^ 8'h07) : (c << 1);
            crc8_byte = c;
        end
    endfunction

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            crc_out <= 8'h00;
        else if (clear)
            crc_out <= 8'h00;
        else if (data_valid)
            crc_out <= crc8_byte(crc_out, data_in);
    end

    assign match = (crc_out == ref_crc);
endmodule
