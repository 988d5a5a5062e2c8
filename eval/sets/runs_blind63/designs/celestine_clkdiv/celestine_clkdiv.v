// celestine_clkdiv: divide-by-4 clock generator plus a 16-bit tick counter in the divided domain
// clk_div is the MSB of a 2-bit counter on clk (so clk/4, 50% duty); the counter `ticks` and the
// compare output `match` run on clk_div. sel_cmp is a compare value from the clk domain,
// registered in the clk domain before it is used by the divided domain.
module celestine_clkdiv (
    input  wire        clk,
    input  wire        rst,
    input  wire [15:0] sel_cmp,
    output wire        clk_div,
    output reg  [15:0] ticks,
    output reg         match
);
    reg [1:0]  div_cnt;
    reg [15:0] cmp_q;

    always @(posedge clk) begin
        if (rst) begin
            div_cnt <= 2'd0;
            cmp_q   <= 16'd0;
        end else begin
            div_cnt <= div_cnt + 2'd1;
            cmp_q   <= sel_cmp;
        end
    end

    assign clk_div = div_cnt[1];

    always @(posedge clk_div or posedge rst) begin
        if (rst) begin
            ticks <= 16'd0;
            match <= 1'b0;
        end else begin
            ticks <= ticks + 16'd1;
            match <= (ticks == cmp_q);
        end
    end
endmodule
