// mackerel_crc8: byte-parallel CRC-8 (polynomial x^8+x^2+x+1, 0x07) engine.
// One data byte per clock when valid is high; init reloads the seed 0x00.
// crc_out holds the running CRC; match is high when it equals the expected value.
module mackerel_crc8 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       init,
    input  wire       valid,
    input  wire [7:0] din,
    input  wire [7:0] expected,
    output reg  [7:0] crc_out,
    output wire       match
);
    function [7:0] crc8_byte;
        input [7:0] crc;
        input [7:0] d;
        integer k;
        reg [7:0] c;
        begin
            c = crc ^ d;
            for (k = 0; k < 8; k = k + 1)
                c = c[7] ? ((c << 1) ^ 8'h07) : (c << 1);
            crc8_byte = c;
        end
    endfunction

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            crc_out <= 8'h00;
        else if (init)
            crc_out <= 8'h00;
        else if (valid)
            crc_out <= crc8_byte(crc_out, din);
    end

    assign match = (crc_out == expected);
endmodule
