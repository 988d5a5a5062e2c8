// tarsier_spi: SPI master, mode 0, 8-bit transfers, MSB first
// Sub-modules: tarsier_sclk (serial clock divider, tarsier_sclk.v)
// Ports: clk, rst, start, tx_data -> rx_data, busy, done; spi_sclk, spi_mosi, spi_cs_n, spi_miso (in)
module tarsier_spi #(
    parameter DIV = 3
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] tx_data,
    output reg  [7:0] rx_data,
    output reg        busy,
    output reg        done,
    output wire       spi_sclk,
    output wire       spi_mosi,
    output reg        spi_cs_n,
    input  wire       spi_miso
);
    wire       rise, fall;
    reg  [7:0] shreg;
    reg  [3:0] bits;

    tarsier_sclk #(.DIV(DIV)) u_sclk (
        .clk (clk),
        .rst (rst),
        .run (busy),
        .sclk(spi_sclk),
        .rise(rise),
        .fall(fall)
    );

    assign spi_mosi = shreg[7];

    always @(posedge clk) begin
        done <= 1'b0;
        if (rst) begin
            busy     <= 1'b0;
            spi_cs_n <= 1'b1;
            shreg    <= 8'h00;
            rx_data  <= 8'h00;
            bits     <= 4'd0;
        end else if (!busy) begin
            if (start) begin
                busy     <= 1'b1;
                spi_cs_n <= 1'b0;
                shreg    <= tx_data;
                bits     <= 4'd0;
            end
        end else begin
            if (rise) begin
                rx_data <= {rx_data[6:0], spi_miso};   // sample on rising sclk
                bits    <= bits + 4'd1;
            end
            if (fall) begin
                shreg <= {shreg[6:0], 1'b0};           // shift on falling sclk
                if (bits == 4'd8) begin
                    busy     <= 1'b0;
                    spi_cs_n <= 1'b1;
                    done     <= 1'b1;
                end
            end
        end
    end
endmodule
