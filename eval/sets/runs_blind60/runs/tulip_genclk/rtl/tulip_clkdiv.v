// tulip_clkdiv: divide-by-4 clock generator plus a counter running on the divided clock
// clk_div4 is produced by a 2-bit counter on clk; the slow counter uses clk_div4 as its clock.
// Ports: clk, rst, clk_div4, slow_cnt[7:0]
module tulip_clkdiv (
    input  wire       clk,
    input  wire       rst,
    output wire       clk_div4,
    output reg  [7:0] slow_cnt
);
    reg [1:0] div;
    always @(posedge clk) begin
        if (rst) div <= 2'd0;
        else     div <= div + 1'b1;
    end
    assign clk_div4 = div[1];
    always @(posedge clk_div4 or posedge rst) begin
        if (rst) slow_cnt <= 8'd0;
        else     slow_cnt <= slow_cnt + 1'b1;
    end
endmodule
