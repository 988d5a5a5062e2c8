// Purely combinational SECDED (Hamming 12,8 + overall parity) decoder.
// Codeword bit order: cw[12] = overall parity, cw[11:0] = Hamming positions 12..1.
module ecc_secded (
    input  [12:0] cw,
    output [7:0]  data_out,
    output        single_err,
    output        double_err,
    output [3:0]  syndrome
);
    wire [12:1] h;
    assign h = cw[11:0];

    assign syndrome[0] = h[1] ^ h[3] ^ h[5] ^ h[7] ^ h[9]  ^ h[11];
    assign syndrome[1] = h[2] ^ h[3] ^ h[6] ^ h[7] ^ h[10] ^ h[11];
    assign syndrome[2] = h[4] ^ h[5] ^ h[6] ^ h[7] ^ h[12];
    assign syndrome[3] = h[8] ^ h[9] ^ h[10] ^ h[11] ^ h[12];

    wire overall = ^cw;
    wire nz      = |syndrome;

    assign single_err = overall;             // odd number of flips
    assign double_err = nz & ~overall;       // even flips, non-zero syndrome

    // flip the addressed bit when a single error is detected
    wire [12:1] fixed;
    genvar i;
    generate
        for (i = 1; i <= 12; i = i + 1) begin : g_fix
            assign fixed[i] = h[i] ^ (overall && (syndrome == i));
        end
    endgenerate

    // data bits live at positions 3,5,6,7,9,10,11,12
    assign data_out = {fixed[12], fixed[11], fixed[10], fixed[9],
                       fixed[7],  fixed[6],  fixed[5],  fixed[3]};
endmodule
