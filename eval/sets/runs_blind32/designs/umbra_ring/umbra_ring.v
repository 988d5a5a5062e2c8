// umbra_ring: status mux block where an enable path accidentally feeds back on itself (combinational loop)
module umbra_ring (
    input  wire       clk,
    input  wire       sel,
    input  wire [3:0] a,
    input  wire [3:0] b,
    output reg  [3:0] q,
    output wire       hold_o
);
    wire [3:0] mux_o;
    wire       hold;
    wire       gate;

    // intended: gate = sel & ~hold_reg; written against the combinational hold instead
    assign gate  = sel & ~hold;
    assign hold  = gate | (a == b);
    assign mux_o = gate ? a : b;
    assign hold_o = hold;

    always @(posedge clk)
        q <= mux_o;
endmodule
