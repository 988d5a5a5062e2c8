// ivy_spi: SPI mode-0 slave oversampled by the system clock; three submodules kept for hierarchical builds
module ivy_sync (
    input  wire clk,
    input  wire d,
    output reg  q
);
    reg m;
    always @(posedge clk) begin
        m <= d;
        q <= m;
    end
endmodule

module ivy_shreg (
    input  wire       clk,
    input  wire       load,
    input  wire       shift,
    input  wire [7:0] din,
    input  wire       sin,
    output wire       sout,
    output reg  [7:0] q
);
    assign sout = q[7];
    always @(posedge clk)
        if (load)       q <= din;
        else if (shift) q <= {q[6:0], sin};
endmodule

module ivy_bitcnt (
    input  wire clk,
    input  wire clr,
    input  wire inc,
    output wire wrap
);
    reg [2:0] n;
    assign wrap = inc && (n == 3'd7);
    always @(posedge clk)
        if (clr)      n <= 3'd0;
        else if (inc) n <= n + 3'd1;
endmodule

module ivy_spi (
    input  wire       clk,
    input  wire       sclk,
    input  wire       cs_n,
    input  wire       mosi,
    output wire       miso,
    input  wire [7:0] tx_byte,
    output reg  [7:0] rx_byte,
    output reg        rx_valid
);
    wire sclk_s, cs_s, mosi_s, wrap;
    reg  sclk_d;
    wire [7:0] sh_q;

    ivy_sync u_sclk (.clk(clk), .d(sclk), .q(sclk_s));
    ivy_sync u_cs   (.clk(clk), .d(cs_n), .q(cs_s));
    ivy_sync u_mosi (.clk(clk), .d(mosi), .q(mosi_s));

    always @(posedge clk) sclk_d <= sclk_s;
    wire rise = sclk_s & ~sclk_d;

    ivy_shreg  u_sh  (.clk(clk), .load(cs_s), .shift(rise & ~cs_s), .din(tx_byte),
                      .sin(mosi_s), .sout(miso), .q(sh_q));
    ivy_bitcnt u_cnt (.clk(clk), .clr(cs_s), .inc(rise & ~cs_s), .wrap(wrap));

    always @(posedge clk) begin
        rx_valid <= wrap;
        if (wrap) rx_byte <= {sh_q[6:0], mosi_s};
    end
endmodule
