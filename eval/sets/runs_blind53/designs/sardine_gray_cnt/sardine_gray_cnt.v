// sardine_gray_cnt: parameterisable Gray-code counter with enable and synchronous clear.
// Parameter WIDTH (default 6) sets the counter width; the binary count is kept
// internally and converted to Gray code on the output register.
// Define SARDINE_WIDE at elaboration time to switch the default width to 12.
`ifdef SARDINE_WIDE
  `define SARDINE_DEFW 12
`else
  `define SARDINE_DEFW 6
`endif
module sardine_gray_cnt #(
    parameter WIDTH = `SARDINE_DEFW
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             en,
    input  wire             clr,
    output reg  [WIDTH-1:0] gray,
    output wire             wrap
);
    reg [WIDTH-1:0] bin;
    wire [WIDTH-1:0] bin_next = bin + 1'b1;

    assign wrap = en & (&bin);

    always @(posedge clk) begin
        if (rst || clr) begin
            bin  <= {WIDTH{1'b0}};
            gray <= {WIDTH{1'b0}};
        end else if (en) begin
            bin  <= bin_next;
            gray <= bin_next ^ (bin_next >> 1);
        end
    end
endmodule
