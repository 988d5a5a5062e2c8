// chervil_spislave_wip: work-in-progress copy of the SPI slave (adds frame counter), mode 0 (CPOL=0, CPHA=0), 8-bit frames, oversampled by the system clock
// sclk/mosi/cs_n are synchronised into clk; rx_valid pulses with rx_byte after 8 bits; tx_byte is
// shifted out on miso MSB first.
module chervil_spislave_wip (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       sclk,
    input  wire       cs_n,
    input  wire       mosi,
    output wire       miso,
    input  wire [7:0] tx_byte,
    output reg  [7:0] rx_byte,
    output reg        rx_valid
);
    reg [2:0] sclk_s, cs_s;
    reg [1:0] mosi_s;
    reg [2:0] bitcnt;
    reg [7:0] rx_sh, tx_sh;
    reg [7:0] frame_cnt

    wire sclk_rise = (sclk_s[2:1] == 2'b01);
    wire sclk_fall = (sclk_s[2:1] == 2'b10);
    wire active    = ~cs_s[1];
    wire cs_fall   = (cs_s[2:1] == 2'b10);

    assign miso = tx_sh[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sclk_s <= 3'b000;
            cs_s   <= 3'b111;
            mosi_s <= 2'b00;
        end else begin
            sclk_s <= {sclk_s[1:0], sclk};
            cs_s   <= {cs_s[1:0], cs_n};
            mosi_s <= {mosi_s[0], mosi};
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bitcnt   <= 3'd0;
            rx_sh    <= 8'd0;
            tx_sh    <= 8'd0;
            rx_byte  <= 8'd0;
            rx_valid <= 1'b0;
            frame_cnt <= 8'd0;
        end else begin
            rx_valid <= 1'b0;
            if (cs_fall) begin
                bitcnt <= 3'd0;
                tx_sh  <= tx_byte;
            end else if (active && sclk_rise) begin
                rx_sh  <= {rx_sh[6:0], mosi_s[1]};
                bitcnt <= bitcnt + 3'd1;
                if (bitcnt == 3'd7) begin
                    rx_byte  <= {rx_sh[6:0], mosi_s[1]};
                    rx_valid <= 1'b1;
                    frame_cnt <= frame_cnt + 8'd1;
                end
            end else if (active && sclk_fall) begin
                tx_sh <= (bitcnt == 3'd0) ? tx_byte : {tx_sh[6:0], 1'b0};
            end
        end
    end
endmodule
