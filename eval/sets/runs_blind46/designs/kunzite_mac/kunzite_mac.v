// kunzite_mac: signed multiply-accumulate unit with a registered operand stage and a saturating-free accumulator.
// Ports: clk, rst (sync), clr (clear accumulator), en (accumulate a*b), a/b (signed W bits), acc (2*W+4 bits).
// Parameter W: operand width. Default 8; compiling with -DKUNZITE_W12 changes the default to 12,
// and chparam -set W <n> overrides it either way.
`ifdef KUNZITE_W12
  `define KUNZITE_DEFAULT_W 12
`else
  `define KUNZITE_DEFAULT_W 8
`endif
module kunzite_mac #(
    parameter W = `KUNZITE_DEFAULT_W
) (
    input  wire                  clk,
    input  wire                  rst,
    input  wire                  clr,
    input  wire                  en,
    input  wire signed [W-1:0]   a,
    input  wire signed [W-1:0]   b,
    output reg  signed [2*W+3:0] acc,
    output reg                   valid
);
    reg signed [W-1:0]   a_q, b_q;
    reg                  en_q, clr_q;
    wire signed [2*W-1:0] prod = a_q * b_q;

    // operand registers
    always @(posedge clk) begin
        if (rst) begin
            a_q <= 0; b_q <= 0; en_q <= 1'b0; clr_q <= 1'b0;
        end else begin
            a_q <= a; b_q <= b; en_q <= en; clr_q <= clr;
        end
    end

    // accumulator
    always @(posedge clk) begin
        if (rst || clr_q) begin
            acc   <= 0;
            valid <= 1'b0;
        end else if (en_q) begin
            acc   <= acc + {{4{prod[2*W-1]}}, prod};
            valid <= 1'b1;
        end
    end
endmodule
