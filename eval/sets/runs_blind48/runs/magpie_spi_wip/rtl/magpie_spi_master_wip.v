// magpie_spi_master_wip: unfinished copy of magpie_spi_master that adds a CPOL parameter (SPI mode 0/2 master).
// Ports: clk, rst_n, start, tx_byte[7:0] -> rx_byte[7:0], busy, done ; SPI pins sclk, mosi, miso, cs_n
// Parameter CLK_DIV: system clocks per half SCLK period (SCLK = clk / (2*CLK_DIV)).
module magpie_spi_master_wip #(
    parameter CLK_DIV = 4,
    parameter CPOL    = 0
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_byte,
    output reg  [7:0] rx_byte,
    output wire       busy,
    output reg        done,
    output reg        sclk,
    output wire       mosi,
    input  wire       miso,
    output reg        cs_n
);
    reg [7:0] div_cnt;
    reg [3:0] edge_cnt;     // 16 SCLK edges per byte
    reg [7:0] tx_sh, rx_sh;
    reg       active;

    wire half_tick = (div_cnt == CLK_DIV - 1);
    assign busy = active;
    assign mosi = tx_sh[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            div_cnt <= 8'd0; edge_cnt <= 4'd0; tx_sh <= 8'h00; rx_sh <= 8'h00;
            rx_byte <= 8'h00; active <= 1'b0; done <= 1'b0; sclk <= 1'b0; cs_n <= 1'b1;
        end else begin
            done <= 1'b0;
            if (!active) begin
                div_cnt <= 8'd0;
                sclk    <= CPOL[0]
                if (start) begin
                    active   <= 1'b1;
                    cs_n     <= 1'b0;
                    tx_sh    <= tx_byte;
                    edge_cnt <= 4'd0;
                end
            end else if (half_tick) begin
                div_cnt  <= 8'd0;
                sclk     <= ~sclk;
                edge_cnt <= edge_cnt + 1'b1;
                if (!sclk) begin
                    rx_sh <= {rx_sh[6:0], miso};          // rising edge: sample MISO
                end else begin
                    tx_sh <= {tx_sh[6:0], 1'b0};          // falling edge: shift MOSI
                    if (edge_cnt == 4'd15) begin
                        active  <= 1'b0;
                        cs_n    <= 1'b1;
                        done    <= 1'b1;
                        rx_byte <= rx_sh;
                    end
                end
            end else begin
                div_cnt <= div_cnt + 1'b1;
            end
        end
    end
endmodule
