// ibex_mult: 8x8 unsigned multiplier with registered inputs and a registered 16-bit product
// latency: 2 clocks from a/b to p
// the product is inferred as a * b; yosys builds the array itself
// author: block team, rev B
// no vendor primitives; intended for OSU035 mapping or generic synthesis
// reset is synchronous unless stated otherwise
// ports: clk, a[7:0], b[7:0] -> p[15:0]; two-cycle latency, no pipeline inside the array
module ibex_mult (
    input  wire        clk,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output reg  [15:0] p
);
    reg [7:0] a_q, b_q;
    always @(posedge clk) begin
        a_q <= a;
        b_q <= b;
        p   <= a_q * b_q;
    end
endmodule
