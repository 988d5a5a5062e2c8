// Three-clock event counter: a system clock, a divide-by-4 clock derived from it, and an unrelated auxiliary clock.
module vicuna_clkdiv (
    input  wire       clk_sys,
    input  wire       clk_aux,
    input  wire       rst_n,
    input  wire       evt_in,
    output reg  [7:0] slow_count,
    output reg  [3:0] aux_seen,
    output wire       clk_div4
);
    // divide-by-4 clock generator (ripple of a 2-bit counter)
    reg [1:0] div_cnt;
    always @(posedge clk_sys or negedge rst_n) begin
        if (!rst_n)
            div_cnt <= 2'b00;
        else
            div_cnt <= div_cnt + 2'b01;
    end
    assign clk_div4 = div_cnt[1];

    // event capture in the system domain
    reg evt_sys;
    always @(posedge clk_sys)
        evt_sys <= evt_in;

    // counter clocked by the divided clock
    always @(posedge clk_div4 or negedge rst_n) begin
        if (!rst_n)
            slow_count <= 8'd0;
        else if (evt_sys)
            slow_count <= slow_count + 8'd1;
    end

    // two-flop synchronizer of the slow counter LSB into the aux domain
    reg sync_a, sync_b;
    always @(posedge clk_aux) begin
        sync_a <= slow_count[0];
        sync_b <= sync_a;
    end

    always @(posedge clk_aux or negedge rst_n) begin
        if (!rst_n)
            aux_seen <= 4'd0;
        else if (sync_b)
            aux_seen <= aux_seen + 4'd1;
    end
endmodule
