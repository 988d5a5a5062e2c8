// yeti_crc: CRC-8/ATM (polynomial x^8+x^2+x+1, 0x07, init 0x00) computed one byte per clock.
// The byte-wide next-state function is unrolled from the bit-serial form in a function.
// init clears the CRC, dv (data valid) folds din into it; crc is the running remainder.
module yeti_crc (
    input  wire       clk,
    input  wire       rst,
    input  wire       init,
    input  wire       dv,
    input  wire [7:0] din,
    output reg  [7:0] crc,
    output wire       crc_ok
);
    function [7:0] next_crc;
        input [7:0] c;
        input [7:0] d;
        integer b;
        reg [7:0] r;
        begin
            r = c ^ d;
            for (b = 0; b < 8; b = b + 1)
                r = r[7] ? ((r << 1) ^ 8'h07) : (r << 1);
            next_crc = r;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || init)
            crc <= 8'h00;
        else if (dv)
            crc <= next_crc(crc, din);
    end

    // a message followed by its own CRC leaves a zero remainder
    assign crc_ok = (crc == 8'h00);
endmodule
