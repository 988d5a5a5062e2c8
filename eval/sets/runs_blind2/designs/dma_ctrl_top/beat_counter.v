// Counts remaining beats of a burst; flags the last one.
module beat_counter (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire       step,
    input  wire [7:0] burst_len,
    output wire       last_beat,
    output wire       busy
);
    reg [7:0] remaining;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            remaining <= 8'd0;
        else if (start)
            remaining <= burst_len;
        else if (step && remaining != 8'd0)
            remaining <= remaining - 8'd1;
    end

    assign busy      = (remaining != 8'd0);
    assign last_beat = (remaining == 8'd1);
endmodule
