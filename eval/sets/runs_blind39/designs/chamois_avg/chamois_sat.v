// chamois_sat: signed W-bit adder that saturates to the most positive / most negative value
module chamois_sat #(
    parameter W = 11
) (
    input  wire signed [W-1:0] a,
    input  wire signed [W-1:0] b,
    output wire signed [W-1:0] y
);
    wire signed [W:0] full = {a[W-1], a} + {b[W-1], b};
    wire pos_ovf = (full[W:W-1] == 2'b01);
    wire neg_ovf = (full[W:W-1] == 2'b10);
    assign y = pos_ovf ? {1'b0, {(W-1){1'b1}}} :
               neg_ovf ? {1'b1, {(W-1){1'b0}}} : full[W-1:0];
endmodule
