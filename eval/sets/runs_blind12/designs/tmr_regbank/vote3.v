// Bitwise 2-of-3 majority voter with a mismatch flag
module vote3 #(parameter W = 8) (
    input  [W-1:0] a,
    input  [W-1:0] b,
    input  [W-1:0] c,
    output [W-1:0] y,
    output         mis
);
    assign y   = (a & b) | (b & c) | (a & c);
    assign mis = (a != b) | (b != c);
endmodule
