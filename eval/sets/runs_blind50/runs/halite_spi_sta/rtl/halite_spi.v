// halite_spi: SPI master (mode 0: CPOL=0, CPHA=0), MSB first, one transfer per start pulse.
// Ports: clk, rst_n, start, tx_data[DATA_W-1:0] in; sclk, mosi, cs_n, busy, done, rx_data out; miso in.
// Parameters: DATA_W (bits per transfer, default 8), CLK_DIV (system clocks per half SCLK period, default 4).
module halite_spi #(
    parameter DATA_W  = 8,
    parameter CLK_DIV = 4
) (
    input  wire              clk,
    input  wire              rst_n,
    input  wire              start,
    input  wire [DATA_W-1:0] tx_data,
    input  wire              miso,
    output reg               sclk,
    output wire              mosi,
    output reg               cs_n,
    output reg               busy,
    output reg               done,
    output reg  [DATA_W-1:0] rx_data
);
    localparam CW = $clog2(CLK_DIV);
    localparam BW = $clog2(DATA_W + 1);

    reg [CW-1:0]     div_cnt;
    reg [BW-1:0]     bit_cnt;
    reg [DATA_W-1:0] shreg_tx;
    reg [DATA_W-1:0] shreg_rx;

    assign mosi = shreg_tx[DATA_W-1];

    wire half_tick = (div_cnt == CLK_DIV - 1);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            div_cnt  <= 0;
            bit_cnt  <= 0;
            shreg_tx <= 0;
            shreg_rx <= 0;
            sclk     <= 1'b0;
            cs_n     <= 1'b1;
            busy     <= 1'b0;
            done     <= 1'b0;
            rx_data  <= 0;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    busy     <= 1'b1;
                    cs_n     <= 1'b0;
                    shreg_tx <= tx_data;
                    bit_cnt  <= DATA_W;
                    div_cnt  <= 0;
                end
            end else begin
                div_cnt <= half_tick ? 0 : div_cnt + 1'b1;
                if (half_tick) begin
                    sclk <= ~sclk;
                    if (!sclk) begin
                        // rising edge of SCLK: sample MISO
                        shreg_rx <= {shreg_rx[DATA_W-2:0], miso};
                        bit_cnt  <= bit_cnt - 1'b1;
                    end else begin
                        // falling edge of SCLK: shift out next bit or finish
                        if (bit_cnt == 0) begin
                            busy    <= 1'b0;
                            cs_n    <= 1'b1;
                            done    <= 1'b1;
                            rx_data <= shreg_rx;
                        end else begin
                            shreg_tx <= {shreg_tx[DATA_W-2:0], 1'b0};
                        end
                    end
                end
            end
        end
    end
endmodule
