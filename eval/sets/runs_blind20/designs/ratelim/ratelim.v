// Token-bucket rate limiter for a packet egress port. Tokens refill at a
// programmable rate; a packet of pkt_len units passes only if the bucket
// holds enough tokens. Configuration registers are quasi-static.
module ratelim (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [7:0]  cfg_rate,      // tokens added per refill tick
    input  wire [11:0] cfg_burst,     // bucket depth
    input  wire [9:0]  cfg_period,    // refill tick period in cycles
    input  wire        pkt_vld,
    input  wire [7:0]  pkt_len,
    output reg         pkt_pass,
    output reg         pkt_drop,
    output wire [11:0] tokens
);
    reg [11:0] bucket;
    reg [9:0]  tick_cnt;
    wire       tick = (tick_cnt == cfg_period);

    always @(posedge clk or negedge rst_n)
        if (!rst_n)    tick_cnt <= 10'd0;
        else if (tick) tick_cnt <= 10'd0;
        else           tick_cnt <= tick_cnt + 10'd1;

    wire [12:0] refill   = bucket + (tick ? cfg_rate : 8'd0);
    wire [11:0] refilled = (refill > cfg_burst) ? cfg_burst : refill[11:0];
    wire        enough   = (refilled >= pkt_len);

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            bucket   <= 12'd0;
            pkt_pass <= 1'b0;
            pkt_drop <= 1'b0;
        end else begin
            pkt_pass <= pkt_vld & enough;
            pkt_drop <= pkt_vld & ~enough;
            bucket   <= (pkt_vld & enough) ? refilled - pkt_len : refilled;
        end

    assign tokens = bucket;
endmodule
