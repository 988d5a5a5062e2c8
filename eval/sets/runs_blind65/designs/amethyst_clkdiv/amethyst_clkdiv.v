// amethyst_clkdiv: divide-by-4 clock generator plus a slow-domain event counter.
// Ports: clk, rst, evt -> clk_div4, slow_count[7:0].
// clk_div4 is produced by a flop (clkdiv_q[1]) and clocks the counter; the SDC models it
// as a generated clock on the flop output pin.
module amethyst_clkdiv (
    input  wire       clk,
    input  wire       rst,
    input  wire       evt,
    output wire       clk_div4,
    output reg  [7:0] slow_count
);
    reg [1:0] clkdiv_q;
    reg       evt_sync;

    always @(posedge clk)
        if (rst) clkdiv_q <= 2'd0;
        else     clkdiv_q <= clkdiv_q + 2'd1;

    assign clk_div4 = clkdiv_q[1];

    always @(posedge clk_div4) begin
        evt_sync <= evt;
        if (rst)
            slow_count <= 8'd0;
        else if (evt_sync)
            slow_count <= slow_count + 8'd1;
    end
endmodule
