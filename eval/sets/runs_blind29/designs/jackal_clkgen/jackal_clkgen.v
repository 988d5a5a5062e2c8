// jackal_clkgen: clock divider - divide-by-2 and divide-by-4 register clocks driving two small counters
module jackal_clkgen (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] load_val,
    input  wire       load,
    output reg        clk_div2,
    output reg        clk_div4,
    output reg  [7:0] slow_cnt,
    output reg  [3:0] slower_cnt
);
    always @(posedge clk) begin
        if (rst) clk_div2 <= 1'b0;
        else     clk_div2 <= ~clk_div2;
    end

    always @(posedge clk_div2) begin
        if (rst) clk_div4 <= 1'b0;
        else     clk_div4 <= ~clk_div4;
    end

    // counter in the /2 domain
    always @(posedge clk_div2) begin
        if (rst)       slow_cnt <= 8'd0;
        else if (load) slow_cnt <= load_val;
        else           slow_cnt <= slow_cnt + 8'd1;
    end

    // counter in the /4 domain, takes a sample from the /2 domain
    always @(posedge clk_div4) begin
        if (rst) slower_cnt <= 4'd0;
        else     slower_cnt <= slower_cnt + slow_cnt[3:0];
    end
endmodule
