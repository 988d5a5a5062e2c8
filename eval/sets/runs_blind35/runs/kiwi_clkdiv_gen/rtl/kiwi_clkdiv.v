// kiwi_clkdiv: divide-by-4 clock generator plus a small accumulator running on the divided clock.
// Ports: clk, rst, sample[7:0] -> clk_div4, acc[11:0], acc_wrap
// sample is registered in the clk domain, then summed on every rising edge of clk_div4
// (the divided clock comes from flop div_q[1], so STA needs a generated clock on it).
module kiwi_clkdiv (
    input  wire        clk,
    input  wire        rst,
    input  wire [7:0]  sample,
    output wire        clk_div4,
    output reg  [11:0] acc,
    output reg         acc_wrap
);
    reg [1:0] div_q;
    reg [7:0] sample_q;
    reg       rst_slow;

    always @(posedge clk) begin
        if (rst)
            div_q <= 2'b00;
        else
            div_q <= div_q + 1'b1;
        sample_q <= sample;
    end

    assign clk_div4 = div_q[1];

    // reset re-timed into the slow domain
    always @(posedge clk_div4 or posedge rst) begin
        if (rst)
            rst_slow <= 1'b1;
        else
            rst_slow <= 1'b0;
    end

    always @(posedge clk_div4) begin
        if (rst_slow) begin
            acc      <= 12'd0;
            acc_wrap <= 1'b0;
        end else begin
            {acc_wrap, acc} <= {1'b0, acc} + {5'd0, sample_q};
        end
    end
endmodule
