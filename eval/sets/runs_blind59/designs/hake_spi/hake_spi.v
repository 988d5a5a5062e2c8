// hake_spi: SPI master, mode 0, 8-bit transfers, SCLK = clk / (2*DIV)
// ports: clk, rst, go, tx_byte -> sclk, mosi, cs_n, rx_byte, done; miso input
module hake_spi #(parameter DIV = 4) (
    input  wire       clk,
    input  wire       rst,
    input  wire       go,
    input  wire [7:0] tx_byte,
    input  wire       miso,
    output reg        sclk,
    output wire       mosi,
    output reg        cs_n,
    output reg  [7:0] rx_byte,
    output reg        done
);
    reg [7:0] sh;
    reg [3:0] nbit;
    reg [7:0] div_cnt;
    assign mosi = sh[7];
    always @(posedge clk) begin
        if (rst) begin
            sclk <= 1'b0; cs_n <= 1'b1; done <= 1'b0;
            sh <= 8'd0; nbit <= 4'd0; div_cnt <= 8'd0; rx_byte <= 8'd0;
        end else begin
            done <= 1'b0;
            if (cs_n) begin
                if (go) begin cs_n <= 1'b0; sh <= tx_byte; nbit <= 4'd0; div_cnt <= 8'd0; end
            end else if (div_cnt == DIV - 1) begin
                div_cnt <= 8'd0;
                sclk <= ~sclk;
                if (!sclk) begin
                    rx_byte <= {rx_byte[6:0], miso};
                end else begin
                    sh <= {sh[6:0], 1'b0};
                    nbit <= nbit + 1'b1;
                    if (nbit == 4'd7) begin cs_n <= 1'b1; done <= 1'b1; end
                end
            end else
                div_cnt <= div_cnt + 1'b1;
        end
    end
endmodule
