// rorqual_gray: 10-bit Gray-code counter with enable; keeps a binary count and registers its Gray encoding
// ports: clk, rst, en -> gray[9:0], wrap (one-cycle pulse when the count rolls over)
module rorqual_gray #(parameter N = 10) (
    input  wire         clk,
    input  wire         rst,
    input  wire         en,
    output reg  [N-1:0] gray,
    output reg          wrap
);
    reg  [N-1:0] bin;
    wire [N-1:0] bin_next = bin + 1'b1;
    always @(posedge clk) begin
        if (rst) begin
            bin <= 0; gray <= 0; wrap <= 1'b0;
        end else if (en) begin
            bin  <= bin_next;
            gray <= bin_next ^ (bin_next >> 1);
            wrap <= &bin;
        end else begin
            wrap <= 1'b0;
        end
    end
endmodule
