// token_bucket: rate limiter. Every refill_period cycles one token is added
// (up to bucket_max); a packet may leave only when a token is available, and
// it takes one token. 'grant' says a request was accepted this cycle.
module token_bucket (
    input            clk,
    input            rst,
    input      [7:0] refill_period,
    input      [3:0] bucket_max,
    input            req,
    output reg       grant,
    output     [3:0] tokens_o,
    output           bucket_full,
    output           starved
);
    reg [7:0] tick;
    reg [3:0] tokens;
    wire      refill = (tick == refill_period);

    assign tokens_o    = tokens;
    assign bucket_full = (tokens == bucket_max);

    always @(posedge clk) begin
        if (rst) tick <= 8'd0;
        else if (refill) tick <= 8'd0;
        else tick <= tick + 8'd1;
    end

    // refill side
    always @(posedge clk) begin
        if (rst)
            tokens <= 4'd0;
        else if (refill && tokens != bucket_max)
            tokens <= tokens + 4'd1;
    end

    // consume side (written as a separate process)
    always @(posedge clk) begin
        grant <= 1'b0;
        if (req && tokens != 4'd0) begin
            grant  <= 1'b1;
            tokens <= tokens - 4'd1;
        end
    end
endmodule
