// medlar_crc: byte-wide CRC-32 (IEEE 802.3, reflected, poly 0xEDB88320) accumulator.
// init clears the register to 0xFFFFFFFF; each valid cycle folds data_in (8 bits) into the CRC.
// crc_out is the final inverted value; match goes high when the residue equals 0xDEBB20E3.
module medlar_crc (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        init,
    input  wire        valid,
    input  wire [7:0]  data_in,
    output wire [31:0] crc_out,
    output wire        match
);
    reg [31:0] crc;

    function [31:0] next_crc;
        input [31:0] c;
        input [7:0]  d;
        integer i;
        reg [31:0] t;
        begin
            t = c;
            for (i = 0; i < 8; i = i + 1) begin
                if (t[0] ^ d[i])
                    t = (t >> 1) ^ 32'hEDB88320;
                else
                    t = t >> 1;
            end
            next_crc = t;
        end
    endfunction

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            crc <= 32'hFFFFFFFF;
        else if (init)
            crc <= 32'hFFFFFFFF;
        else if (valid)
            crc <= next_crc(crc, data_in);
    end

    assign crc_out = ~crc;
    assign match   = (crc == 32'hDEBB20E3);
endmodule
