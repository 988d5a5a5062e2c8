// xclk_event_cnt: counts event pulses in the clk_src domain and reports
// the count in the clk_dst domain. The 6-bit count crosses as Gray code
// through a two-flop synchronizer and is converted back to binary; the
// destination side also outputs the increment since its previous sample.
module xclk_event_cnt (
    input  wire       clk_src,
    input  wire       rst_src,
    input  wire       evt,
    input  wire       clk_dst,
    input  wire       rst_dst,
    output reg  [5:0] cnt_dst,
    output reg  [5:0] delta,
    output wire [5:0] cnt_src
);
    // source domain
    reg [5:0] bin_s;
    reg [5:0] gray_s;
    reg       evt_d;
    wire      evt_rise = evt & ~evt_d;
    wire [5:0] bin_next = bin_s + {5'd0, evt_rise};

    always @(posedge clk_src) begin
        if (rst_src) begin
            bin_s  <= 6'd0;
            gray_s <= 6'd0;
            evt_d  <= 1'b0;
        end else begin
            evt_d  <= evt;
            bin_s  <= bin_next;
            gray_s <= bin_next ^ (bin_next >> 1);
        end
    end
    assign cnt_src = bin_s;

    // destination domain: two-flop synchronizer on the Gray word
    reg [5:0] sync1, sync2;
    reg [5:0] g2b;
    integer k;
    always @* begin
        g2b[5] = sync2[5];
        for (k = 4; k >= 0; k = k - 1)
            g2b[k] = g2b[k+1] ^ sync2[k];
    end

    always @(posedge clk_dst) begin
        if (rst_dst) begin
            sync1   <= 6'd0;
            sync2   <= 6'd0;
            cnt_dst <= 6'd0;
            delta   <= 6'd0;
        end else begin
            sync1   <= gray_s;
            sync2   <= sync1;
            cnt_dst <= g2b;
            delta   <= g2b - cnt_dst;
        end
    end
endmodule
