// GF(2^8) multiply-accumulate for an AES MixColumns / RS syndrome helper.
// y = (a * b mod x^8+x^4+x^3+x+1) ^ c, purely combinational.
module galois_mul (
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire [7:0] c,
    output wire [7:0] y
);
    function [7:0] xtime(input [7:0] v);
        xtime = {v[6:0], 1'b0} ^ (v[7] ? 8'h1b : 8'h00);
    endfunction

    wire [7:0] p0 = a;
    wire [7:0] p1 = xtime(p0);
    wire [7:0] p2 = xtime(p1);
    wire [7:0] p3 = xtime(p2);
    wire [7:0] p4 = xtime(p3);
    wire [7:0] p5 = xtime(p4);
    wire [7:0] p6 = xtime(p5);
    wire [7:0] p7 = xtime(p6);

    assign y = c ^ ({8{b[0]}} & p0) ^ ({8{b[1]}} & p1) ^ ({8{b[2]}} & p2)
                 ^ ({8{b[3]}} & p3) ^ ({8{b[4]}} & p4) ^ ({8{b[5]}} & p5)
                 ^ ({8{b[6]}} & p6) ^ ({8{b[7]}} & p7);
endmodule
