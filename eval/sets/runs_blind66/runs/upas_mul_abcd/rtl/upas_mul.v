// upas_mul: 6x6 unsigned multiplier with registered inputs and output (one-cycle latency after capture)
// ports: clk, a[5:0], b[5:0] -> p[11:0]
module upas_mul (
    input  wire        clk,
    input  wire [5:0]  a,
    input  wire [5:0]  b,
    output reg  [11:0] p
);
    reg [5:0] ra, rb;
    always @(posedge clk) begin
        ra <= a;
        rb <= b;
        p  <= ra * rb;
    end
endmodule
// end of upas_mul
// (no reset: the pipeline flushes after two clocks)
// the product is combinational between ra/rb and p, so the
// register-to-register path through the multiplier array is
// the critical path of this block.
