// rabbit_gray: N-bit Gray-code counter with enable and synchronous clear
// Keeps a binary counter internally and outputs gray = bin ^ (bin >> 1).
// Parameter N (default 6).
module rabbit_gray #(parameter N = 6) (
    input  wire         clk,
    input  wire         rst,
    input  wire         en,
    input  wire         clr,
    output reg  [N-1:0] gray,
    output wire         wrap
);
    reg [N-1:0] bin;
    wire [N-1:0] bin_next = bin + 1'b1;
    assign wrap = en && (bin == {N{1'b1}});
    always @(posedge clk) begin
        if (rst || clr) begin
            bin  <= {N{1'b0}};
            gray <= {N{1'b0}};
        end else if (en) begin
            bin  <= bin_next;
            gray <= bin_next ^ (bin_next >> 1);
        end
    end
endmodule
