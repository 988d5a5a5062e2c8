// hyrax_gray: N-bit Gray-code up/down counter with a binary readback port
// Sub-modules: hyrax_bin2gray and hyrax_gray2bin (pure combinational converters).
// Parameter N (counter bits). The counter is kept in binary; gray_q is registered from the
// converter so only one output bit changes per step.
module hyrax_bin2gray #(parameter N = 6) (
    input  wire [N-1:0] bin,
    output wire [N-1:0] gray
);
    assign gray = bin ^ (bin >> 1);
endmodule

module hyrax_gray2bin #(parameter N = 6) (
    input  wire [N-1:0] gray,
    output reg  [N-1:0] bin
);
    integer i;
    always @(*) begin
        bin[N-1] = gray[N-1];
        for (i = N - 2; i >= 0; i = i - 1)
            bin[i] = bin[i+1] ^ gray[i];
    end
endmodule

module hyrax_gray #(
    parameter N = 6
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         en,
    input  wire         up,
    output reg  [N-1:0] gray_q,
    output wire [N-1:0] bin_rb,
    output wire         wrap
);
    reg  [N-1:0] bin_q;
    wire [N-1:0] bin_next = up ? bin_q + 1'b1 : bin_q - 1'b1;
    wire [N-1:0] gray_next;

    hyrax_bin2gray #(.N(N)) u_b2g (.bin(bin_next), .gray(gray_next));
    hyrax_gray2bin #(.N(N)) u_g2b (.gray(gray_q), .bin(bin_rb));

    // wrap flags the step that rolls over in either direction
    assign at_end = up ? (&bin_q) : (bin_q == {N{1'b0}});
    assign wrap = en & at_end;

    always @(posedge clk) begin
        if (rst) begin
            bin_q  <= {N{1'b0}};
            gray_q <= {N{1'b0}};
        end else if (en) begin
            bin_q  <= bin_next;
            gray_q <= gray_next;
        end
    end
endmodule
