// mantis_spi: SPI master, mode 0, 8-bit transfers, SCLK = clk / (2*CLKDIV)
// Ports: start pulses a transfer of tx_data; rx_data is valid when done pulses.
// Parameter CLKDIV sets the half period of SCLK in clk cycles.
module mantis_spi #(parameter CLKDIV = 4) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_data,
    input  wire       miso,
    output reg        sclk,
    output wire       mosi,
    output reg        cs_n,
    output reg  [7:0] rx_data,
    output reg        done
);
    reg [7:0] shreg;
    reg [3:0] bitcnt;
    reg [7:0] divcnt;
    reg       busy;
    assign mosi = shreg[7];
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shreg <= 8'd0; bitcnt <= 4'd0; divcnt <= 8'd0;
            busy <= 1'b0; sclk <= 1'b0; cs_n <= 1'b1; done <= 1'b0; rx_data <= 8'd0;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    shreg <= tx_data; busy <= 1'b1; cs_n <= 1'b0;
                    bitcnt <= 4'd0; divcnt <= 8'd0;
                end
            end else if (divcnt == CLKDIV - 1) begin
                divcnt <= 8'd0;
                sclk <= ~sclk;
                if (!sclk) begin
                    rx_data <= {rx_data[6:0], miso};
                end else begin
                    shreg <= {shreg[6:0], 1'b0};
                    bitcnt <= bitcnt + 4'd1;
                    if (bitcnt == 4'd7) begin
                        busy <= 1'b0; cs_n <= 1'b1; done <= 1'b1;
                    end
                end
            end else begin
                divcnt <= divcnt + 8'd1;
            end
        end
    end
endmodule
