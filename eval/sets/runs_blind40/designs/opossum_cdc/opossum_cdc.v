// opossum_cdc: event counter that crosses from a fast sampling domain (clk_a) to a slow
// bus domain (clk_b). An event counter in clk_a is Gray-coded, passed through a two-flop
// synchronizer in clk_b, converted back to binary and compared against a threshold.
// Ports: evt (clk_a), thresh/alarm/count_b (clk_b). Two clocks, two resets.
module opossum_cdc (
    input  wire       clk_a,
    input  wire       rst_a,
    input  wire       evt,
    input  wire       clk_b,
    input  wire       rst_b,
    input  wire [5:0] thresh,
    output reg  [5:0] count_b,
    output reg        alarm
);
    // ---------------- clk_a domain
    reg [5:0] bin_a;
    reg [5:0] gray_a;
    always @(posedge clk_a) begin
        if (rst_a) begin
            bin_a  <= 6'd0;
            gray_a <= 6'd0;
        end else begin
            if (evt) bin_a <= bin_a + 6'd1;
            gray_a <= bin_a ^ (bin_a >> 1);
        end
    end

    // ---------------- clk_b domain
    reg [5:0] sync1, sync2;
    reg [5:0] bin_b;
    integer k;
    always @(*) begin
        bin_b[5] = sync2[5];
        for (k = 4; k >= 0; k = k - 1)
            bin_b[k] = bin_b[k+1] ^ sync2[k];
    end

    always @(posedge clk_b) begin
        if (rst_b) begin
            sync1   <= 6'd0;
            sync2   <= 6'd0;
            count_b <= 6'd0;
            alarm   <= 1'b0;
        end else begin
            sync1   <= gray_a;
            sync2   <= sync1;
            count_b <= bin_b;
            alarm   <= (bin_b >= thresh);
        end
    end
endmodule
