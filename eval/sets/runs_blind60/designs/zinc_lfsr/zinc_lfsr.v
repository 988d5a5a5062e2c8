// zinc_lfsr: 16-bit Fibonacci LFSR pseudo-random generator with seed load
// The feedback network is in the sub-module zinc_tap (file zinc_tap.v).
// Ports: clk, rst, seed_ld, seed[15:0], step, rnd[15:0]
module zinc_lfsr (
    input  wire        clk,
    input  wire        rst,
    input  wire        seed_ld,
    input  wire [15:0] seed,
    input  wire        step,
    output wire [15:0] rnd
);
    reg  [15:0] st;
    wire        fb;
    zinc_tap u_tap (.s(st), .fb(fb));
    always @(posedge clk) begin
        if (rst)          st <= 16'hACE1;
        else if (seed_ld) st <= (seed == 16'h0) ? 16'h0001 : seed;
        else if (step)    st <= {st[14:0], fb};
    end
    assign rnd = st;
endmodule
