// danburite_spi: SPI master, mode 0 (CPOL=0, CPHA=0), MSB first, 8-bit transfers.
// Parameter CLKDIV: system clocks per half SCLK period (default 4).
// Ports: clk, rst_n, start, tx_data[7:0], rx_data[7:0], busy, done (1-cycle pulse),
//        sclk, mosi, miso, cs_n (low for the whole transfer).
module danburite_spi #(
    parameter CLKDIV = 4
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_data,
    output reg  [7:0] rx_data,
    output reg        busy,
    output reg        done,
    output reg        sclk,
    output wire       mosi,
    input  wire       miso,
    output reg        cs_n
);
    reg [7:0] shreg;
    reg [3:0] bitcnt;
    reg [$clog2(CLKDIV)-1:0] divcnt;

    assign mosi = shreg[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shreg   <= 8'h00;
            rx_data <= 8'h00;
            bitcnt  <= 4'd0;
            divcnt  <= 0;
            busy    <= 1'b0;
            done    <= 1'b0;
            sclk    <= 1'b0;
            cs_n    <= 1'b1;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    shreg  <= tx_data;
                    bitcnt <= 4'd8;
                    divcnt <= 0;
                    busy   <= 1'b1;
                    cs_n   <= 1'b0;
                end
            end else if (divcnt == CLKDIV - 1) begin
                divcnt <= 0;
                if (!sclk) begin
                    // rising edge: sample MISO
                    sclk    <= 1'b1;
                    rx_data <= {rx_data[6:0], miso};
                end else begin
                    // falling edge: shift out next bit
                    sclk   <= 1'b0;
                    shreg  <= {shreg[6:0], 1'b0};
                    bitcnt <= bitcnt - 1'b1;
                    if (bitcnt == 4'd1) begin
                        busy <= 1'b0;
                        done <= 1'b1;
                        cs_n <= 1'b1;
                    end
                end
            end else begin
                divcnt <= divcnt + 1'b1;
            end
        end
    end
endmodule
