// nonrest_div12: unsigned 12 / 6 divider, combinational non-restoring
// array between an input and an output register. A new operand pair is
// accepted at most every second cycle and the result is captured two
// cycles after the load, so the array has two clock periods to settle:
// the intended multicycle path.
module nonrest_div12 (
    input  wire        clk,
    input  wire        rst,
    input  wire        ld,
    input  wire [11:0] dividend,
    input  wire [5:0]  divisor,
    output reg  [11:0] quotient,
    output reg  [5:0]  remainder,
    output reg         div_by_zero,
    output reg         q_valid
);
    reg [11:0] n_r;
    reg [5:0]  d_r;
    reg        ld_d;
    reg        ld_dd;

    // non-restoring array: 12 stages, 7-bit signed partial remainder
    reg [6:0]  r [0:12];
    reg [11:0] q;
    reg [6:0]  rfix;
    integer i;
    always @* begin
        r[0] = 7'd0;
        for (i = 0; i < 12; i = i + 1) begin
            if (r[i][6] == 1'b0)
                r[i+1] = {r[i][5:0], n_r[11-i]} - {1'b0, d_r};
            else
                r[i+1] = {r[i][5:0], n_r[11-i]} + {1'b0, d_r};
            q[11-i] = ~r[i+1][6];
        end
        rfix = r[12][6] ? (r[12] + {1'b0, d_r}) : r[12];
    end

    always @(posedge clk) begin
        if (rst) begin
            n_r <= 12'd0; d_r <= 6'd0; ld_d <= 1'b0; ld_dd <= 1'b0;
            quotient <= 12'd0; remainder <= 6'd0;
            div_by_zero <= 1'b0; q_valid <= 1'b0;
        end else begin
            ld_d    <= ld;
            ld_dd   <= ld_d;
            q_valid <= ld_dd;
            if (ld) begin
                n_r <= dividend;
                d_r <= divisor;
            end
            if (ld_dd) begin
                quotient    <= q;
                remainder   <= rfix[5:0];
                div_by_zero <= (d_r == 6'd0);
            end
        end
    end
endmodule
