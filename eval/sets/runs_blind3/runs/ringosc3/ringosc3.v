// ringosc3: gated 3-stage ring oscillator used as a test-chip entropy source.
// The feedback path is a real combinational loop.
module ringosc3 (
    input  wire clk,
    input  wire en,
    output reg  sample
);
    wire n0, n1, n2;
    assign n0 = ~(en & n2);
    assign n1 = ~n0;
    assign n2 = ~n1;

    always @(posedge clk)
        sample <= n2;
endmodule
