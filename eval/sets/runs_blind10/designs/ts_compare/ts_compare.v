// ts_compare -- timestamp counter with a match/alarm comparator and a divided tick clock.
// A 20-bit free-running timestamp counts on clk. A two-bit prescaler divides clk by four;
// its MSB leaves the block as tick_clk_o and also clocks a small 4-bit tick counter and the
// alarm history register (a generated clock in STA). hit fires when the timestamp equals
// the programmed match value; late is set when the timestamp has passed it.
module ts_compare (
    input             clk,
    input             rst,
    input             load_match,
    input      [19:0] match_val,
    output reg [19:0] ts,
    output reg        hit,
    output reg        late,
    output            tick_clk_o,
    output reg [3:0]  tick_cnt,
    output reg [3:0]  hit_hist
);
    reg [19:0] match_q;
    reg [1:0]  pre;

    always @(posedge clk) begin
        if (rst) begin
            ts      <= 20'd0;
            match_q <= 20'hfffff;
            hit     <= 1'b0;
            late    <= 1'b0;
            pre     <= 2'd0;
        end else begin
            ts   <= ts + 20'd1;
            pre  <= pre + 2'd1;
            if (load_match)
                match_q <= match_val;
            hit  <= (ts == match_q);
            late <= (ts > match_q);
        end
    end

    assign tick_clk_o = pre[1];

    always @(posedge tick_clk_o) begin
        if (rst) begin
            tick_cnt <= 4'd0;
            hit_hist <= 4'd0;
        end else begin
            tick_cnt <= tick_cnt + 4'd1;
            hit_hist <= {hit_hist[2:0], hit};
        end
    end
endmodule
