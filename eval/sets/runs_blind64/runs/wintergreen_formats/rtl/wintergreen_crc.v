// wintergreen_crc: byte-parallel CRC-16/CCITT-FALSE engine (poly 0x1021, init 0xFFFF, no reflection, no xorout)
// One data byte per clock when valid is high; init reloads the seed; crc holds the running remainder.
// Ports: clk, rst (sync, active high), init, valid, data[7:0], crc[15:0], match (crc == 16'h0000 residue check)
module wintergreen_crc (
    input  wire        clk,
    input  wire        rst,
    input  wire        init,
    input  wire        valid,
    input  wire [7:0]  data,
    output reg  [15:0] crc,
    output wire        match
);
    localparam [15:0] POLY = 16'h1021;
    localparam [15:0] SEED = 16'hFFFF;

    // eight serial LFSR steps unrolled into one combinational function
    function [15:0] crc_byte;
        input [15:0] c;
        input [7:0]  d;
        integer k;
        reg fb;
        begin
            crc_byte = c;
            for (k = 7; k >= 0; k = k - 1) begin
                fb       = crc_byte[15] ^ d[k];
                crc_byte = {crc_byte[14:0], 1'b0} ^ (fb ? POLY : 16'h0000);
            end
        end
    endfunction

    always @(posedge clk) begin
        if (rst || init)
            crc <= SEED;
        else if (valid)
            crc <= crc_byte(crc, data);
    end

    assign match = (crc == 16'h0000);
endmodule
