// fieldfare_spi: SPI master, mode 0, MSB first, 8-bit transfers.
// Ports: clk, rst, start, tx_byte[7:0], miso -> sclk, mosi, cs_n, rx_byte[7:0], done.
// Parameter HALF_DIV: clk cycles per half SCLK period.
module fieldfare_spi #(
    parameter HALF_DIV = 2
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] tx_byte,
    input  wire       miso,
    output reg        sclk,
    output wire       mosi,
    output reg        cs_n,
    output reg  [7:0] rx_byte,
    output reg        done
);
    reg [7:0] sh_tx;
    reg [3:0] bits;
    reg [3:0] div;
    reg       active;

    assign mosi = sh_tx[7];

    always @(posedge clk) begin
        if (rst) begin
            sclk <= 1'b0; cs_n <= 1'b1; active <= 1'b0; done <= 1'b0;
            sh_tx <= 8'd0; rx_byte <= 8'd0; bits <= 4'd0; div <= 4'd0;
        end else begin
            done <= 1'b0;
            if (!active) begin
                if (start) begin
                    active <= 1'b1; cs_n <= 1'b0; sh_tx <= tx_byte;
                    bits <= 4'd0; div <= 4'd0; sclk <= 1'b0;
                end
            end else if (div == HALF_DIV - 1) begin
                div  <= 4'd0;
                sclk <= ~sclk;
                if (!sclk) begin
                    rx_byte <= {rx_byte[6:0], miso};   // sample on rising edge
                end else begin
                    sh_tx <= {sh_tx[6:0], 1'b0};         // shift on falling edge
                    bits  <= bits + 4'd1;
                    if (bits == 4'd7) begin
                        active <= 1'b0; cs_n <= 1'b1; done <= 1'b1;
                    end
                end
            end else begin
                div <= div + 4'd1;
            end
        end
    end
endmodule
