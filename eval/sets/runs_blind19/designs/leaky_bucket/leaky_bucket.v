// Leaky-bucket rate limiter for a DMA request stream.  Each granted
// request adds its burst length to the bucket; the bucket drains by
// 'rate' every tick.  Requests are held off while the bucket is over
// the configured depth.
module leaky_bucket (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        req,
    input  wire [7:0]  req_len,
    input  wire        tick,
    input  wire [5:0]  rate,
    input  wire [11:0] depth,
    output wire        grant,
    output reg  [11:0] level,
    output reg  [15:0] drop_cnt
);
    wire [11:0] level_add;
    wire [11:0] drained = (level > rate) ? level - rate : 12'd0;

    // req_len is only 8 bits wide; the adder expects 12
    lb_sat_add u_add (.a(level), .b(req_len), .s(level_add));

    assign over   = (level >= depth);
    assign grant  = req & ~over;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            level    <= 12'd0;
            drop_cnt <= 16'd0;
        end else begin
            if (grant)
                level <= level_add;
            else if (tick)
                level <= drained;
            if (req && over)
                drop_cnt <= drop_cnt + 1'b1;
        end
endmodule
