// tern_addsub: 16-bit adder/subtractor used by tern_alu (sub=1 computes a-b).
module tern_addsub (
    input  wire [15:0] a,
    input  wire [15:0] b,
    input  wire        sub,
    output wire [15:0] s,
    output wire        cout,
    output wire        ovf
);
    wire [15:0] bx = sub ? ~b : b;
    assign {cout, s} = {1'b0, a} + {1'b0, bx} + {16'd0, sub};
    assign ovf = (a[15] == bx[15]) && (s[15] != a[15]);
endmodule
