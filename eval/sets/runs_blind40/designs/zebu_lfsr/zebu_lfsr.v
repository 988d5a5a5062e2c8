// zebu_lfsr: 16-bit Galois LFSR (taps 16,14,13,11 -> polynomial 0xB400), maximal length 65535.
// load writes seed (an all-zero seed is replaced by 16'h0001 so the LFSR cannot lock up);
// step advances one state; rnd is the current state, bit0 the serial output.
module zebu_lfsr (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        step,
    output reg  [15:0] rnd,
    output wire        bit0
);
    localparam [15:0] POLY = 16'hB400;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            rnd <= 16'h0001;
        else if (load)
            rnd <= (seed == 16'h0000) ? 16'h0001 : seed;
        else if (step)
            rnd <= rnd[0] ? ((rnd >> 1) ^ POLY) : (rnd >> 1);
    end

    assign bit0 = rnd[0];
endmodule
