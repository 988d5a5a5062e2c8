// wasabi_spim: SPI master, mode 0, 8-bit transfers, SCLK = clk / (2*DIV)
// Ports: clk, rst, go, tx_byte[7:0], rx_byte[7:0], done, sclk, mosi, miso, cs_n
module wasabi_spim #(
    parameter DIV = 2
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       go,
    input  wire [7:0] tx_byte,
    output reg  [7:0] rx_byte,
    output reg        done,
    output reg        sclk,
    output wire       mosi,
    input  wire       miso,
    output reg        cs_n
);
    reg [7:0] sh;
    reg [3:0] cnt;
    reg [7:0] pre;
    assign mosi = sh[7];
    always @(posedge clk) begin
        done <= 1'b0;
        if (rst) begin
            sh <= 0; cnt <= 0; pre <= 0; sclk <= 0; cs_n <= 1; rx_byte <= 0;
        end else if (cs_n) begin
            if (go) begin
                cs_n <= 0; sh <= tx_byte; cnt <= 4'd8; pre <= 0;
            end
        end else if (pre == DIV - 1) begin
            pre  <= 0;
            sclk <= ~sclk;
            if (!sclk) begin
                rx_byte <= {rx_byte[6:0], miso};
            end else begin
                sh  <= {sh[6:0], 1'b0};
                cnt <= cnt - 1'b1;
                if (cnt == 4'd1) begin cs_n <= 1; done <= 1; end
            end
        end else
            pre <= pre + 1'b1;
    end
endmodule
