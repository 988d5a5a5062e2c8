// jackdaw_gray: N-bit Gray-code counter with binary readback, for pointer crossing in an async FIFO
// Sub-module jackdaw_g2b converts Gray to binary; the counter keeps a binary register and outputs its Gray image.
// Parameter N = counter width; inc advances the count; sync clear with clr.
module jackdaw_g2b #(parameter N = 4) (
    input  wire [N-1:0] gray,
    output reg  [N-1:0] bin
);
    integer i;
    always @(*) begin
        bin[N-1] = gray[N-1];
        for (i = N - 2; i >= 0; i = i - 1)
            bin[i] = bin[i + 1] ^ gray[i];
    end
endmodule

module jackdaw_gray #(parameter N = 4) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         inc,
    input  wire         clr,
    output reg  [N-1:0] gray_q,
    output wire [N-1:0] bin_rb,
    output wire         wrapped
);
    reg  [N-1:0] bin_q;
    wire [N-1:0] bin_next = bin_q + inc;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bin_q  <= 0;
            gray_q <= 0;
        end else if (clr) begin
            bin_q  <= 0;
            gray_q <= 0;
        end else begin
            bin_q  <= bin_next;
            gray_q <= (bin_next >> 1) ^ bin_next;
        end
    end

    // readback path through the converter (checks the Gray register, not the binary one)
    jackdaw_g2b #(.N(N)) u_g2b (.gray(gray_q), .bin(bin_rb));

    // flag set for one cycle when the counter rolls over
    assign wrap_det = inc && (bin_q == {N{1'b1}});
    assign wrapped  = wrap_det;
endmodule
