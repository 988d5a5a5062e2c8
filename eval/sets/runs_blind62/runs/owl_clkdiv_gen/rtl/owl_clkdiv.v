// owl_clkdiv: divides the input clock by 4 with a flop-based divider and runs a
// 4-bit event counter in the divided domain; the count is re-registered in the fast domain.
module owl_clkdiv (
    input  wire       clk,
    input  wire       rst,
    input  wire       evt,
    output reg  [3:0] count_fast,
    output wire       clk_div4
);
    reg [1:0] div;
    reg [3:0] count_slow;
    assign clk_div4 = div[1];
    always @(posedge clk) begin
        if (rst) div <= 2'd0;
        else     div <= div + 2'd1;
    end
    always @(posedge clk_div4 or posedge rst) begin
        if (rst)      count_slow <= 4'd0;
        else if (evt) count_slow <= count_slow + 4'd1;
    end
    always @(posedge clk) begin
        if (rst) count_fast <= 4'd0;
        else     count_fast <= count_slow;
    end
endmodule
