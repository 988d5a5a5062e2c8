// toadflax_crc: CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), one byte per clock.
// data_valid with data_in updates the CRC; clear reloads the init value.
// The byte step is unrolled combinationally (8 shift/xor stages).
module toadflax_crc (
    input  wire        clk,
    input  wire        rst,
    input  wire        clear,
    input  wire        data_valid,
    input  wire [7:0]  data_in,
    output wire [15:0] crc_out
);
    localparam [15:0] POLY = 16'h1021;
    localparam [15:0] INIT = 16'hFFFF;

    reg [15:0] crc;

    function [15:0] crc_byte(input [15:0] c, input [7:0] d);
        integer k;
        reg [15:0] t;
        begin
            t = c ^ {d, 8'h00};
            for (k = 0; k < 8; k = k + 1)
                t = t[15] ? ((t << 1) ^ POLY) : (t << 1);
            crc_byte = t;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || clear)
            crc <= INIT;
        else if (data_valid)
            crc <= crc_byte(crc, data_in);
    end

    assign crc_out = crc;
endmodule
