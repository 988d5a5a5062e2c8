// dunite_crc: CRC-16/CCITT-FALSE engine (poly 0x1021, init 0xFFFF), one byte per clock
// The byte update is done by the combinational sub-module dunite_crc_step, which is
// instantiated once; crc_out is the running remainder, match is high when the running
// remainder equals the residue expected after a frame with its CRC appended (0x0000).
// Ports: clk, rst, init (reload 0xFFFF), valid, data[7:0], crc_out[15:0], match.
module dunite_crc (
    input  wire        clk,
    input  wire        rst,
    input  wire        init,
    input  wire        valid,
    input  wire [7:0]  data,
    output wire [15:0] crc_out,
    output wire        match
);
    reg  [15:0] crc;
    wire [15:0] crc_next;

    dunite_crc_step u_step (
        .crc_in  (crc),
        .data    (data),
        .crc_out (crc_next)
    );

    always @(posedge clk) begin
        if (rst || init)
            crc <= 16'hFFFF;
        else if (valid)
            crc <= crc_next;
    end

    assign crc_out = crc;
    assign match   = (crc == 16'h0000);
endmodule

// one byte of CRC-16/CCITT, MSB first, unrolled over 8 bit steps
module dunite_crc_step (
    input  wire [15:0] crc_in,
    input  wire [7:0]  data,
    output reg  [15:0] crc_out
);
    integer i;
    reg [15:0] c;
    always @* begin
        c = crc_in;
        for (i = 7; i >= 0; i = i - 1) begin
            if (c[15] ^ data[i])
                c = {c[14:0], 1'b0} ^ 16'h1021;
            else
                c = {c[14:0], 1'b0};
        end
        crc_out = c;
    end
endmodule
