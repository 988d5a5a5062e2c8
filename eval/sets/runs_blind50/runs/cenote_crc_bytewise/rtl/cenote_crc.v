// cenote_crc: CRC-16/CCITT-FALSE generator/checker (poly 0x1021, init 0xFFFF).
// Ports: clk, rst, clear, data_valid, data_in in; crc_out[15:0], crc_ok out.
// Build option: define CENOTE_BYTEWISE to take 8 bits per clock (data_in[7:0]); otherwise
// the default serial variant takes 1 bit per clock on data_in[0].
module cenote_crc (
    input  wire        clk,
    input  wire        rst,
    input  wire        clear,
    input  wire        data_valid,
`ifdef CENOTE_BYTEWISE
    input  wire [7:0]  data_in,
`else
    input  wire [0:0]  data_in,
`endif
    output wire [15:0] crc_out,
    output wire        crc_ok
);
    localparam [15:0] POLY = 16'h1021;
    localparam [15:0] INIT = 16'hFFFF;

    reg [15:0] crc;

    function [15:0] crc_step;
        input [15:0] c;
        input        b;
        begin
            crc_step = (c[15] ^ b) ? ({c[14:0], 1'b0} ^ POLY) : {c[14:0], 1'b0};
        end
    endfunction

`ifdef CENOTE_BYTEWISE
    function [15:0] crc_byte;
        input [15:0] c;
        input [7:0]  d;
        integer i;
        begin
            crc_byte = c;
            for (i = 7; i >= 0; i = i - 1)
                crc_byte = crc_step(crc_byte, d[i]);
        end
    endfunction
    wire [15:0] crc_next = crc_byte(crc, data_in);
`else
    wire [15:0] crc_next = crc_step(crc, data_in[0]);
`endif

    always @(posedge clk) begin
        if (rst || clear)
            crc <= INIT;
        else if (data_valid)
            crc <= crc_next;
    end

    assign crc_out = crc;
    // residue after the CRC itself has been shifted through is zero for this variant
    assign crc_ok  = (crc == 16'h0000);
endmodule
