// goral_adder: ripple carry adder/subtractor used by goral_alu
module goral_adder #(parameter W = 8) (
    input  wire [W-1:0] a,
    input  wire [W-1:0] b,
    input  wire         sub,
    output wire [W-1:0] y,
    output wire         cout
);
    assign {cout, y} = a + (sub ? ~b : b) + sub;
endmodule
