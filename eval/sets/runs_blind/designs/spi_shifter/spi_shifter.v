// spi_shifter: SPI mode-0 master shift register
module spi_shifter (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       load,
    input  wire [7:0] tx_byte,
    input  wire       miso,
    output wire       mosi,
    output reg        sclk_en,
    output reg  [7:0] rx_byte,
    output reg        rx_done
);
    reg [7:0] shreg;
    reg [2:0] bitcnt;

    assign mosi = shreg[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shreg   <= 8'd0;
            bitcnt  <= 3'd0;
            sclk_en <= 1'b0;
            rx_done <= 1'b0
        end else if (load) begin
            shreg   <= tx_byte;
            bitcnt  <= 3'd0;
            sclk_en <= 1'b1;
            rx_done <= 1'b0;
        end else if (sclk_en) begin
            shreg  <= {shreg[6:0], miso};
            bitcnt <= bitcnt + 3'd1;
            if (bitcnt == 3'd7) begin
                sclk_en <= 1'b0;
                rx_done <= 1'b1;
                rx_byte <= {shreg[6:0], miso};
            end
        end
    end
endmodule
