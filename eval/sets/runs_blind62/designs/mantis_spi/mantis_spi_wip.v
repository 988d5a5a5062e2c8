// mantis_spi_wip: work-in-progress edit of the SPI master adding CPOL (has a typo)
module mantis_spi_wip #(parameter CLKDIV = 4) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       cpol,
    input  wire       start,
    input  wire [7:0] tx_data,
    output reg        sclk,
    output wire       mosi
);
    reg [7:0] shreg;
    reg [7:0] divcnt
    assign mosi = shreg[7];
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shreg <= 8'd0; divcnt <= 8'd0; sclk <= cpol;
        end else if (start) begin
            shreg <= tx_data;
        end else if (divcnt == CLKDIV - 1) begin
            divcnt <= 8'd0; sclk <= ~sclk;
        end else begin
            divcnt <= divcnt + 8'd1;
        end
    end
endmodule
