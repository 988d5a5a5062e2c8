// zebu_lfsr_wip: work-in-progress copy of zebu_lfsr adding a 4-bit parallel output step (step4).
// Not finished: kept here because a run picked it up by mistake.
module zebu_lfsr_wip (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        step,
    input  wire        step4,
    output reg  [15:0] rnd,
    output wire        bit0
);
    localparam [15:0] POLY = 16'hB400;
    reg [15:0] t;
    integer n;

    always @(*) begin
        t = rnd;
        for (n = 0; n < 4; n = n + 1)
            t = t[0] ? ((t >> 1) ^ POLY) : (t >> 1)
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            rnd <= 16'h0001;
        else if (load)
            rnd <= (seed == 16'h0000) ? 16'h0001 : seed;
        else if (step4)
            rnd <= t;
        else if (step)
            rnd <= rnd[0] ? ((rnd >> 1) ^ POLY) : (rnd >> 1);
    end

    assign bit0 = rnd[0];
endmodule
