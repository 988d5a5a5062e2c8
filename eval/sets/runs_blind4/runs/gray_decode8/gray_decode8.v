// Purely combinational Gray-to-binary converter, 8 bits,
// with a parity output.
module gray_decode8 (
    input  wire [7:0] gray,
    output wire [7:0] bin,
    output wire       par
);
    genvar k;
    assign bin[7] = gray[7];
    generate
        for (k = 6; k >= 0; k = k - 1) begin : g
            assign bin[k] = bin[k+1] ^ gray[k];
        end
    endgenerate
    assign par = ^gray;
endmodule
