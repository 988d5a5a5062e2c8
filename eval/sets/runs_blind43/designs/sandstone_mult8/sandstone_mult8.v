// sandstone_mult8: registered 8x8 unsigned multiplier (input and output registers,
// one combinational multiply stage in between) with a valid pipeline bit.
// Ports: clk, in_valid, a[7:0], b[7:0], out_valid, p[15:0].
module sandstone_mult8 (
    input  wire        clk,
    input  wire        in_valid,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output reg         out_valid,
    output reg  [15:0] p
);
    reg [7:0] a_q, b_q;
    reg       v_q;

    always @(posedge clk) begin
        a_q       <= a;
        b_q       <= b;
        v_q       <= in_valid;
        p         <= a_q * b_q;
        out_valid <= v_q;
    end
endmodule
