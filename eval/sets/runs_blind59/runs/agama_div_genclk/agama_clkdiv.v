// agama_clkdiv: divide-by-4 clock generator and a 8-bit counter running on the divided clock
// author: block team, rev B
// no vendor primitives; intended for OSU035 mapping or generic synthesis
// reset is synchronous unless stated otherwise
// ports: clk, rst -> clk_div4 (from a flop), slow_cnt[7:0] clocked by clk_div4
module agama_clkdiv (
    input  wire       clk,
    input  wire       rst,
    output wire       clk_div4,
    output reg  [7:0] slow_cnt
);
    reg [1:0] div;
    always @(posedge clk)
        if (rst) div <= 2'd0;
        else div <= div + 1'b1;
    assign clk_div4 = div[1];
    always @(posedge clk_div4 or posedge rst)
        if (rst) slow_cnt <= 8'd0;
        else slow_cnt <= slow_cnt + 1'b1;
endmodule
