// bittern_spim: SPI master, mode 0 (CPOL=0, CPHA=0), MSB first, 8-bit frames
// sclk is produced by a register toggled every CLKDIV system clocks, so sclk runs at
// clk / (2*CLKDIV). A transfer starts on 'go' with tx_byte; rx_byte and done are valid
// after 8 sclk periods. cs_n is held low for the whole frame.
// Parameter: CLKDIV (half-period of sclk in clk cycles, default 4).
module bittern_spim #(
    parameter CLKDIV = 4
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       go,
    input  wire [7:0] tx_byte,
    output reg  [7:0] rx_byte,
    output reg        done,
    output reg        busy,
    output reg        sclk,
    output reg        cs_n,
    output wire       mosi,
    input  wire       miso
);
    reg [$clog2(CLKDIV)-1:0] div_cnt;
    reg [7:0] sh_tx;
    reg [7:0] sh_rx;
    reg [3:0] bit_cnt;

    assign mosi = sh_tx[7];

    // sclk generator: free-running while busy
    always @(posedge clk) begin
        if (rst) begin
            div_cnt <= 0;
            sclk    <= 1'b0;
        end else if (busy) begin
            if (div_cnt == CLKDIV - 1) begin
                div_cnt <= 0;
                sclk    <= ~sclk;
            end else begin
                div_cnt <= div_cnt + 1'b1;
            end
        end else begin
            div_cnt <= 0;
            sclk    <= 1'b0;
        end
    end

    // receive shift register clocked directly by sclk (a divided clock)
    always @(posedge sclk or posedge rst) begin
        if (rst)
            sh_rx <= 8'h00;
        else
            sh_rx <= {sh_rx[6:0], miso};
    end

    // frame control and transmit shifter in the clk domain
    reg sclk_q;
    always @(posedge clk) begin
        if (rst) begin
            busy    <= 1'b0;
            cs_n    <= 1'b1;
            done    <= 1'b0;
            bit_cnt <= 4'd0;
            rx_byte <= 8'h00;
            sclk_q  <= 1'b0;
            sh_tx   <= 8'h00;
        end else begin
            sclk_q <= sclk;
            done   <= 1'b0;
            if (go && !busy) begin
                sh_tx   <= tx_byte;
                busy    <= 1'b1;
                cs_n    <= 1'b0;
                bit_cnt <= 4'd0;
            end else if (busy && sclk_q && !sclk) begin
                // falling edge of sclk seen: advance mosi
                sh_tx   <= {sh_tx[6:0], 1'b0};
                bit_cnt <= bit_cnt + 1'b1;
                if (bit_cnt == 4'd7) begin
                    busy    <= 1'b0;
                    cs_n    <= 1'b1;
                    done    <= 1'b1;
                    rx_byte <= sh_rx;
                end
            end
        end
    end
endmodule
