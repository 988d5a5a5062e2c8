// tiger_addsub: 8-bit ripple-carry adder/subtractor built from full-adder cells
module tiger_addsub (
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire       sub,
    output wire [7:0] s,
    output wire       cout
);
    wire [8:0] c;
    assign c[0] = sub;
    genvar i;
    generate
        for (i = 0; i < 8; i = i + 1) begin : g_fa
            tiger_fa u_fa (.a(a[i]), .b(b[i] ^ sub), .ci(c[i]), .s(s[i]), .co(c[i+1]));
        end
    endgenerate
    assign cout = c[8];
endmodule

// tiger_fa: one-bit full adder
module tiger_fa (input wire a, input wire b, input wire ci, output wire s, output wire co);
    assign s  = a ^ b ^ ci;
    assign co = (a & b) | (ci & (a ^ b));
endmodule
