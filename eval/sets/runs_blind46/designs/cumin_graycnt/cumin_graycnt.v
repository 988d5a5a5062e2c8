// cumin_graycnt: N-bit Gray-code up counter with enable, plus a combinational Gray-to-binary decoder output.
// Ports: clk, rst (sync), en, gray[N-1:0] (registered Gray count), bin[N-1:0] (decoded binary of gray).
// Parameter N: counter width (default 5). Exactly one bit of gray changes per enabled clock.
module cumin_graycnt #(
    parameter N = 5
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         en,
    output reg  [N-1:0] gray,
    output wire [N-1:0] bin
);
    reg [N-1:0] bin_q;
    wire [N-1:0] bin_nx = bin_q + 1'b1;

    always @(posedge clk) begin
        if (rst) begin
            bin_q <= {N{1'b0}};
            gray  <= {N{1'b0}};
        end else if (en) begin
            bin_q <= bin_nx;
            gray  <= bin_nx ^ (bin_nx >> 1);
        end
    end

    // decoder: bin[i] = XOR of gray[N-1:i]
    genvar i;
    generate
        for (i = 0; i < N; i = i + 1) begin : g_dec
            assign bin[i] = ^gray[N-1:i];
        end
    endgenerate
endmodule
