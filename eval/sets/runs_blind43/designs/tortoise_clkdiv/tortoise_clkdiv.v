// tortoise_clkdiv: divide-by-4 clock generator with a slow-domain event counter.
// clk_div4 is produced by a 2-bit ripple of flops on clk and drives the slow counter;
// the slow count is re-sampled in the fast clk domain (cnt_fast) for a CPU bus.
// Ports: clk, rst_n, ev (event input, fast domain), clk_div4, cnt_fast[7:0].
module tortoise_clkdiv (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       ev,
    output wire       clk_div4,
    output reg  [7:0] cnt_fast
);
    reg [1:0] div;
    reg       ev_hold;
    reg [7:0] cnt_slow;

    assign clk_div4 = div[1];

    // fast domain: divider and event capture
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            div     <= 2'd0;
            ev_hold <= 1'b0;
        end else begin
            div     <= div + 2'd1;
            ev_hold <= ev;
        end
    end

    // slow domain: counts events sampled at the divided clock
    always @(posedge clk_div4 or negedge rst_n) begin
        if (!rst_n)
            cnt_slow <= 8'd0;
        else if (ev_hold)
            cnt_slow <= cnt_slow + 8'd1;
    end

    // back to the fast domain
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            cnt_fast <= 8'd0;
        else
            cnt_fast <= cnt_slow;
    end
endmodule
