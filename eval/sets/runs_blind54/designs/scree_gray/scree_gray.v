// scree_gray: N-bit up/down Gray-code counter with synchronous load and terminal-count flag.
// The count is kept in binary internally and the Gray output is registered, so gray_out
// changes by exactly one bit per step. Parameter N defaults to 8.
module scree_gray #(
    parameter N = 8
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         en,
    input  wire         up,
    input  wire         load,
    input  wire [N-1:0] load_val,
    output reg  [N-1:0] gray_out,
    output wire         tc
);
    reg  [N-1:0] bin;
    wire [N-1:0] bin_nx = load ? load_val :
                          en   ? (up ? bin + 1'b1 : bin - 1'b1) : bin;

    always @(posedge clk) begin
        if (rst) begin
            bin      <= {N{1'b0}};
            gray_out <= {N{1'b0}};
        end else begin
            bin      <= bin_nx;
            gray_out <= bin_nx ^ (bin_nx >> 1);
        end
    end

    assign tc = up ? (bin == {N{1'b1}}) : (bin == {N{1'b0}});
endmodule
