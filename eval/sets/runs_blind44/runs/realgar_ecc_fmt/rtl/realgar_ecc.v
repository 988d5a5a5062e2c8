// realgar_ecc: Hamming(7,4) single-error-correcting loopback block for a 4-bit side channel.
// realgar_enc encodes 4 data bits into a 7-bit codeword (p1 p2 d1 p3 d2 d3 d4),
// realgar_dec computes the 3-bit syndrome, flips the erroneous bit and returns the data.
// The top registers the codeword, applies an optional error-injection mask (for test),
// decodes it and registers data_out / err_corrected.
module realgar_enc (
    input  wire [3:0] d,
    output wire [6:0] cw
);
    wire p1 = d[0] ^ d[1] ^ d[3];
    wire p2 = d[0] ^ d[2] ^ d[3];
    wire p3 = d[1] ^ d[2] ^ d[3];
    assign cw = {d[3], d[2], d[1], p3, d[0], p2, p1};
endmodule

module realgar_dec (
    input  wire [6:0] cw,
    output wire [3:0] d,
    output wire [2:0] syndrome,
    output wire       corrected
);
    wire s1 = cw[0] ^ cw[2] ^ cw[4] ^ cw[6];
    wire s2 = cw[1] ^ cw[2] ^ cw[5] ^ cw[6];
    wire s3 = cw[3] ^ cw[4] ^ cw[5] ^ cw[6];
    assign syndrome  = {s3, s2, s1};
    assign corrected = |syndrome;
    wire [6:0] flip  = (syndrome == 3'd0) ? 7'd0 : (7'd1 << (syndrome - 3'd1));
    wire [6:0] fixed = cw ^ flip;
    assign d = {fixed[6], fixed[5], fixed[4], fixed[2]};
endmodule

module realgar_ecc (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] data_in,
    input  wire [6:0] inject,
    output reg  [3:0] data_out,
    output reg        err_corrected,
    output reg  [2:0] last_syndrome
);
    wire [6:0] cw;
    reg  [6:0] cw_q;
    wire [3:0] d_dec;
    wire [2:0] syn;
    wire       corr;

    realgar_enc u_enc (.d(data_in), .cw(cw));
    realgar_dec u_dec (.cw(cw_q), .d(d_dec), .syndrome(syn), .corrected(corr));

    always @(posedge clk) begin
        if (rst) begin
            cw_q          <= 7'd0;
            data_out      <= 4'd0;
            err_corrected <= 1'b0;
            last_syndrome <= 3'd0;
        end else begin
            cw_q          <= cw ^ inject;
            data_out      <= d_dec;
            err_corrected <= corr;
            if (corr)
                last_syndrome <= syn;
        end
    end
endmodule
