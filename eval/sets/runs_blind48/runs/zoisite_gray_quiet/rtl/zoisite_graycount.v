// zoisite_graycount: parameterised up/down Gray-code counter (e.g. for FIFO pointers crossing clock domains).
// Ports: clk, rst_n, en, up (1 = count up, 0 = down), load, load_bin[W-1:0] -> gray[W-1:0], bin[W-1:0], wrap
// Parameter W: counter width (default 6). The binary value is kept internally; gray is registered.
module zoisite_graycount #(
    parameter W = 6
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         en,
    input  wire         up,
    input  wire         load,
    input  wire [W-1:0] load_bin,
    output reg  [W-1:0] gray,
    output reg  [W-1:0] bin,
    output reg          wrap
);
    wire [W-1:0] bin_next = load ? load_bin :
                            en   ? (up ? bin + 1'b1 : bin - 1'b1) : bin;

    function [W-1:0] bin2gray(input [W-1:0] b);
        bin2gray = b ^ (b >> 1);
    endfunction

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bin  <= {W{1'b0}};
            gray <= {W{1'b0}};
            wrap <= 1'b0;
        end else begin
            bin  <= bin_next;
            gray <= bin2gray(bin_next);
            wrap <= en & ~load & (up ? &bin : ~|bin);
        end
    end
endmodule
