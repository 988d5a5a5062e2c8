// bluet_spi: SPI master, mode 0, 8-bit transfers, SCLK = clk / (2*DIV)
// Ports: clk, rst_n, go, tx[7:0] -> sclk, mosi, cs_n, rx[7:0], done; miso input
module bluet_spi #(parameter DIV = 4) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       go,
    input  wire [7:0] tx,
    input  wire       miso,
    output reg        sclk,
    output wire       mosi,
    output reg        cs_n,
    output reg  [7:0] rx,
    output reg        done
);
    reg [7:0] sh;
    reg [3:0] nbits;
    reg [7:0] cnt;
    assign mosi = sh[7];
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sclk <= 0; cs_n <= 1; sh <= 0; nbits <= 0; cnt <= 0; rx <= 0; done <= 0;
        end else begin
            done <= 0;
            if (cs_n) begin
                if (go) begin cs_n <= 0; sh <= tx; nbits <= 0; cnt <= 0; end
            end else if (cnt == DIV - 1) begin
                cnt  <= 0;
                sclk <= ~sclk;
                if (!sclk) begin
                    rx <= {rx[6:0], miso};
                end else begin
                    sh    <= {sh[6:0], 1'b0};
                    nbits <= nbits + 1;
                    if (nbits == 7) begin cs_n <= 1; done <= 1; end
                end
            end else begin
                cnt <= cnt + 1;
            end
        end
    end
endmodule
