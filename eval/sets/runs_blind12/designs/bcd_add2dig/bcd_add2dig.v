// Two-digit packed BCD adder (combinational): sum = a + b + cin, decimal carry out
module bcd_add2dig (
    input  [7:0] a,
    input  [7:0] b,
    input        cin,
    output [7:0] sum,
    output       cout
);
    wire [4:0] s0  = a[3:0] + b[3:0] + cin;
    wire       c0  = (s0 > 5'd9);
    wire [4:0] s0a = c0 ? s0 + 5'd6 : s0;

    wire [4:0] s1  = a[7:4] + b[7:4] + c0;
    wire       c1  = (s1 > 5'd9);
    wire [4:0] s1a = c1 ? s1 + 5'd6 : s1;

    assign sum  = {s1a[3:0], s0a[3:0]};
    assign cout = c1;
endmodule
