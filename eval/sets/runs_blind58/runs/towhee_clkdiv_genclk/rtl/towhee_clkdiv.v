// towhee_clkdiv: divide-by-4 clock generator driving a slow-domain event counter
// clk_fast -> 2-bit divider -> clk_slow (= divider MSB, used as a clock); a 12-bit counter runs on clk_slow
// and its value is captured back in the fast domain when 'snap' is asserted.
// Ports: clk_fast, rst, inc, snap, clk_slow, count_fast[11:0]
module towhee_clkdiv (
    input  wire        clk_fast,
    input  wire        rst,
    input  wire        inc,
    input  wire        snap,
    output wire        clk_slow,
    output reg  [11:0] count_fast
);
    reg [1:0]  div;
    reg [11:0] count_slow;
    reg        inc_q;

    // divide by 4: clk_slow is the MSB of a free-running 2-bit counter
    always @(posedge clk_fast or posedge rst) begin
        if (rst)
            div <= 2'b00;
        else
            div <= div + 1'b1;
    end
    assign clk_slow = div[1];

    // slow clock domain
    always @(posedge clk_slow or posedge rst) begin
        if (rst) begin
            inc_q      <= 1'b0;
            count_slow <= 12'd0;
        end else begin
            inc_q <= inc;
            if (inc_q)
                count_slow <= count_slow + 1'b1;
        end
    end

    // back in the fast domain (synchronous clocks: clk_slow is derived from clk_fast)
    always @(posedge clk_fast or posedge rst) begin
        if (rst)
            count_fast <= 12'd0;
        else if (snap)
            count_fast <= count_slow;
    end
endmodule
