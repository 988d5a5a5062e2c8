// parameterized up/down counter with load and terminal-count flag
module updn_cnt #(
    parameter WIDTH = 8
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             up,
    input  wire             load,
    input  wire [WIDTH-1:0] d,
    output reg  [WIDTH-1:0] q,
    output wire             tc
);
    always @(posedge clk) begin
        if (rst)       q <= {WIDTH{1'b0}};
        else if (load) q <= d;
        else if (up)   q <= q + 1'b1;
        else           q <= q - 1'b1;
    end
    assign tc = up ? (&q) : ~(|q);
endmodule
