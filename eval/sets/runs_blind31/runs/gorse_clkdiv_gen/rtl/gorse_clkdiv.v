// gorse_clkdiv: divide-by-3 and divide-by-2 clock generator with a counter in each derived domain
module gorse_clkdiv (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       tick_in,
    output reg        clk_div2,
    output reg        clk_div3,
    output reg  [5:0] cnt_d2,
    output reg  [5:0] cnt_d3
);
    reg [1:0] ph;

    // divide by 2
    always @(posedge clk or negedge rst_n)
        if (!rst_n) clk_div2 <= 1'b0;
        else        clk_div2 <= ~clk_div2;

    // divide by 3 (duty 1/3)
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            ph <= 2'd0;
            clk_div3 <= 1'b0;
        end else begin
            ph <= (ph == 2'd2) ? 2'd0 : ph + 2'd1;
            clk_div3 <= (ph == 2'd2);
        end

    // counters clocked by the derived clocks
    always @(posedge clk_div2 or negedge rst_n)
        if (!rst_n)       cnt_d2 <= 6'd0;
        else if (tick_in) cnt_d2 <= cnt_d2 + 6'd1;

    always @(posedge clk_div3 or negedge rst_n)
        if (!rst_n)       cnt_d3 <= 6'd0;
        else if (tick_in) cnt_d3 <= cnt_d3 + 6'd3;
endmodule
