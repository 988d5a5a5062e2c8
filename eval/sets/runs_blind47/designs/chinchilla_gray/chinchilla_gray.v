// chinchilla_gray: N-bit Gray-code counter with enable, plus a binary view of the count.
// Parameters: N = counter width. Ports: clk, rst_n, en -> gray, bin.
module chinchilla_gray #(
    parameter N = 6
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         en,
    output reg  [N-1:0] gray,
    output wire [N-1:0] bin
);
    reg [N-1:0] bcnt;
    wire [N-1:0] bnext = bcnt + 1'b1;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bcnt <= {N{1'b0}};
            gray <= {N{1'b0}};
        end else if (en) begin
            bcnt <= bnext;
            gray <= bnext ^ (bnext >> 1);
        end
    end

    assign bin = bcnt;
endmodule
