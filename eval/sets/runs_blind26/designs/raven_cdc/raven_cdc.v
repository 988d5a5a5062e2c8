// Two-clock event counter: counts pulses in the fast sensor domain and hands a Gray-coded count to the slow bus domain through a two-flop synchronizer.
module raven_cdc (
    input  wire       clk_fast,
    input  wire       clk_slow,
    input  wire       rst_n,
    input  wire       pulse,
    output reg  [5:0] count_slow,
    output reg        changed
);
    // ---------------- fast domain
    reg  [5:0] bin_f;
    reg  [5:0] gray_f;
    always @(posedge clk_fast or negedge rst_n) begin
        if (!rst_n) begin
            bin_f  <= 6'd0;
            gray_f <= 6'd0;
        end else begin
            if (pulse) bin_f <= bin_f + 6'd1;
            gray_f <= bin_f ^ (bin_f >> 1);
        end
    end

    // ---------------- slow domain: 2-flop sync of the gray code
    reg [5:0] sync1, sync2_s;
    always @(posedge clk_slow or negedge rst_n) begin
        if (!rst_n) begin
            sync1   <= 6'd0;
            sync2_s <= 6'd0;
        end else begin
            sync1   <= gray_f;
            sync2_s <= sync1;
        end
    end

    // gray -> binary
    reg [5:0] bin_s;
    integer i;
    always @(*) begin
        bin_s[5] = sync2_s[5];
        for (i = 4; i >= 0; i = i - 1)
            bin_s[i] = bin_s[i+1] ^ sync2_s[i];
    end

    always @(posedge clk_slow or negedge rst_n) begin
        if (!rst_n) begin
            count_slow <= 6'd0;
            changed    <= 1'b0;
        end else begin
            changed    <= (bin_s != count_slow);
            count_slow <= bin_s;
        end
    end
endmodule
