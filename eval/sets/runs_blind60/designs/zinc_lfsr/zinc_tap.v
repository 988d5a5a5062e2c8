// zinc_tap: feedback network of the 16-bit Fibonacci LFSR (taps 16,14,13,11)
module zinc_tap (input wire [15:0] s, output wire fb);
    assign fb = s[15] ^ s[13] ^ s[12] ^ s[10];
endmodule
