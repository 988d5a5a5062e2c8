// 3-tap moving-average smoother built from a reusable tap multiplier.
module tap_mac (
    input  wire [7:0]  x,
    input  wire [3:0]  coef,
    input  wire [11:0] acc_in,
    output wire [11:0] acc_out
);
    assign acc_out = acc_in + x * coef;
endmodule

module fir3_smoother (
    input  wire        clk,
    input  wire [7:0]  x_in,
    output reg  [11:0] y_out
);
    reg  [7:0]  x1, x2;
    wire [11:0] s0, s1, s2;

    tap_mac u_t0 (.x(x_in), .coef_in(4'd1), .acc_in(12'd0), .acc_out(s0));
    tap_mac u_t1 (.x(x1),   .coef(4'd2),    .acc_in(s0),    .acc_out(s1));
    tap_mac u_t2 (.x(x2),   .coef(4'd1),    .acc_in(s1),    .acc_out(s2));

    always @(posedge clk) begin
        x1    <= x_in;
        x2    <= x1;
        y_out <= s2;
    end
endmodule
