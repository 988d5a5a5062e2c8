// jade_mult: 8x8 unsigned multiplier, two pipeline stages, built from two 8x4 partial-product blocks.
// Ports: clk, in_valid, a[7:0], b[7:0] -> p[15:0], out_valid  (latency 2 clocks)
// Stage 1: jade_pp8x4 computes a*b[3:0] and a*b[7:4] (registered); stage 2: jade_add16 sums them.
module jade_pp8x4 (
    input  wire [7:0]  a,
    input  wire [3:0]  b,
    output wire [11:0] pp
);
    assign pp = ({4'd0, a} & {12{b[0]}})
              + (({4'd0, a} << 1) & {12{b[1]}})
              + (({4'd0, a} << 2) & {12{b[2]}})
              + (({4'd0, a} << 3) & {12{b[3]}});
endmodule

module jade_add16 (
    input  wire [11:0] lo,
    input  wire [11:0] hi,
    output wire [15:0] sum
);
    assign sum = {4'd0, lo} + {hi, 4'd0};
endmodule

module jade_mult (
    input  wire        clk,
    input  wire        in_valid,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output reg  [15:0] p,
    output reg         out_valid
);
    wire [11:0] pp_lo, pp_hi;
    reg  [11:0] pp_lo_q, pp_hi_q;
    reg         v_q;
    wire [15:0] sum;

    jade_pp8x4 u_lo (.a(a), .b(b[3:0]), .pp(pp_lo));
    jade_pp8x4 u_hi (.a(a), .b(b[7:4]), .pp(pp_hi));
    jade_add16 u_add (.lo(pp_lo_q), .hi(pp_hi_q), .sum(sum));

    always @(posedge clk) begin
        pp_lo_q   <= pp_lo;
        pp_hi_q   <= pp_hi;
        v_q       <= in_valid;
        p         <= sum;
        out_valid <= v_q;
    end
endmodule
