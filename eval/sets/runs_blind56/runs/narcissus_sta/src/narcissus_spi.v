// narcissus_spi: SPI master, mode 0 (CPOL=0, CPHA=0), MSB first, 8-bit frames.
// SCLK = clk / (2*CLK_DIV). Pulse start with tx_byte loaded; busy stays high
// until the last bit is sampled, then done pulses for one clock and rx_byte holds MISO data.
module narcissus_spi #(
    parameter CLK_DIV = 4
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_byte,
    output reg  [7:0] rx_byte,
    output reg        busy,
    output reg        done,
    output reg        sclk,
    output reg        mosi,
    input  wire       miso,
    output reg        cs_n
);
    reg [$clog2(CLK_DIV)-1:0] div_cnt;
    reg [2:0] bit_cnt;
    reg [7:0] sh_tx, sh_rx;

    wire tick = (div_cnt == CLK_DIV - 1);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            div_cnt <= 0;
            bit_cnt <= 3'd0;
            sh_tx   <= 8'h00;
            sh_rx   <= 8'h00;
            rx_byte <= 8'h00;
            busy    <= 1'b0;
            done    <= 1'b0;
            sclk    <= 1'b0;
            mosi    <= 1'b0;
            cs_n    <= 1'b1;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                div_cnt <= 0;
                sclk    <= 1'b0;
                if (start) begin
                    busy    <= 1'b1;
                    cs_n    <= 1'b0;
                    sh_tx   <= {tx_byte[6:0], 1'b0};
                    mosi    <= tx_byte[7];
                    bit_cnt <= 3'd7;
                end
            end else begin
                div_cnt <= tick ? 0 : div_cnt + 1'b1;
                if (tick) begin
                    sclk <= ~sclk;
                    if (!sclk) begin
                        // rising SCLK edge: sample MISO
                        sh_rx <= {sh_rx[6:0], miso};
                        if (bit_cnt == 3'd0) begin
                            rx_byte <= {sh_rx[6:0], miso};
                        end
                    end else begin
                        // falling SCLK edge: shift out next bit or finish
                        if (bit_cnt == 3'd0) begin
                            busy <= 1'b0;
                            done <= 1'b1;
                            cs_n <= 1'b1;
                        end else begin
                            mosi    <= sh_tx[7];
                            sh_tx   <= {sh_tx[6:0], 1'b0};
                            bit_cnt <= bit_cnt - 1'b1;
                        end
                    end
                end
            end
        end
    end
endmodule
