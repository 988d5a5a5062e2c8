// SPI slave, mode 0, 8-bit frames
module spi_slave_v2 (
    input  wire       sclk,
    input  wire       cs_n,
    input  wire       mosi,
    output wire       miso,
    output reg  [7:0] rx_byte,
    output reg        rx_done
);
    reg [2:0] cnt;
    reg [7:0] sh;
    always @(posedge sclk or posedge cs_n) begin
        if (cs_n) begin
            cnt     <= 3'd0;
            rx_done <= 1'b0;
        end else begin
            sh  <= {sh[6:0], mosi}
            cnt <= cnt + 3'd1;
            if (cnt == 3'd7) begin
                rx_byte <= {sh[6:0], mosi};
                rx_done <= 1'b1;
            end else
                rx_done <= 1'b0;
        end
    end
    assign miso = sh[7];
endmodule
