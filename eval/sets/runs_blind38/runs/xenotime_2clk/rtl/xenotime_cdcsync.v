// xenotime_cdcsync: event counter crossing from clk_a to clk_b.
// Domain A counts input events and publishes the count as Gray code; domain B
// double-synchronises the Gray value, converts it back to binary and raises
// new_data for one clk_b cycle whenever the value changed. A toggle-based pulse
// synchroniser also carries a single 'flush' request from A to B.
module xenotime_cdcsync (
    input  wire       clk_a,
    input  wire       rst_a,
    input  wire       event_a,
    input  wire       flush_a,
    input  wire       clk_b,
    input  wire       rst_b,
    output reg  [7:0] count_b,
    output reg        new_data_b,
    output wire       flush_b
);
    // ---------------- domain A
    reg [7:0] bin_a;
    reg [7:0] gray_a;
    reg       flush_tog_a;
    always @(posedge clk_a) begin
        if (rst_a) begin
            bin_a       <= 8'd0;
            gray_a      <= 8'd0;
            flush_tog_a <= 1'b0;
        end else begin
            if (event_a)
                bin_a <= bin_a + 1'b1;
            gray_a <= bin_a ^ (bin_a >> 1);
            if (flush_a)
                flush_tog_a <= ~flush_tog_a;
        end
    end

    // ---------------- domain B
    reg [7:0] gray_s1, gray_s2;
    reg [2:0] tog_s;
    reg [7:0] bin_b;
    integer k;
    always @(*) begin
        bin_b[7] = gray_s2[7];
        for (k = 6; k >= 0; k = k - 1)
            bin_b[k] = bin_b[k+1] ^ gray_s2[k];
    end

    always @(posedge clk_b) begin
        if (rst_b) begin
            gray_s1    <= 8'd0;
            gray_s2    <= 8'd0;
            tog_s      <= 3'd0;
            count_b    <= 8'd0;
            new_data_b <= 1'b0;
        end else begin
            gray_s1    <= gray_a;
            gray_s2    <= gray_s1;
            tog_s      <= {tog_s[1:0], flush_tog_a};
            new_data_b <= (bin_b != count_b);
            count_b    <= bin_b;
        end
    end

    assign flush_b = tog_s[2] ^ tog_s[1];
endmodule
