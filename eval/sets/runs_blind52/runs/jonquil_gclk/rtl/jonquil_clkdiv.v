// jonquil_clkdiv: divide-by-4 clock generator plus a 12-bit tick counter running on the
// divided clock (clk_slow). clk_slow is a flop output, so STA needs a generated clock on it.
// Ports: clk (fast reference), rst_n, enable, clk_slow (divided clock out),
//        ticks[11:0] (count of clk_slow edges while enabled), tick_hit (ticks == compare).
module jonquil_clkdiv (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        enable,
    input  wire [11:0] compare,
    output reg         clk_slow,
    output reg  [11:0] ticks,
    output reg         tick_hit
);
    reg div_ff;

    // divide by 4: div_ff toggles every clk, clk_slow toggles every second clk
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            div_ff   <= 1'b0;
            clk_slow <= 1'b0;
        end else begin
            div_ff <= ~div_ff;
            if (div_ff)
                clk_slow <= ~clk_slow;
        end

    // slow domain: tick counter and comparator
    always @(posedge clk_slow or negedge rst_n)
        if (!rst_n) begin
            ticks    <= 12'd0;
            tick_hit <= 1'b0;
        end else begin
            if (enable)
                ticks <= ticks + 12'd1;
            tick_hit <= (ticks == compare);
        end
endmodule
