// tenrec_spimaster: SPI master, mode 0 (CPOL=0, CPHA=0), 8-bit transfers, MSB first.
// Ports: start pulses one transfer of tx_data; busy is high while shifting; rx_data is valid
//        when done pulses. sclk = clk / (2*CLK_DIV).
// Parameter: CLK_DIV - half period of sclk in clk cycles (>= 1).
module tenrec_spimaster #(
    parameter CLK_DIV = 2
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_data,
    input  wire       miso,
    output reg        sclk,
    output wire       mosi,
    output reg        cs_n,
    output reg        busy,
    output reg        done,
    output reg  [7:0] rx_data
);
    reg [7:0] shreg;
    reg [3:0] bitcnt;
    reg [7:0] divcnt;

    assign mosi = shreg[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sclk    <= 1'b0;
            cs_n    <= 1'b1;
            busy    <= 1'b0;
            done    <= 1'b0;
            shreg   <= 8'h00;
            bitcnt  <= 4'd0;
            divcnt  <= 8'd0;
            rx_data <= 8'h00;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    busy   <= 1'b1;
                    cs_n   <= 1'b0;
                    shreg  <= tx_data;
                    bitcnt <= 4'd0;
                    divcnt <= 8'd0;
                end
            end else if (divcnt == CLK_DIV - 1) begin
                divcnt <= 8'd0;
                if (!sclk) begin
                    // rising edge: sample MISO
                    sclk    <= 1'b1;
                    rx_data <= {rx_data[6:0], miso};
                end else begin
                    // falling edge: shift out next bit
                    sclk   <= 1'b0;
                    shreg  <= {shreg[6:0], 1'b0};
                    bitcnt <= bitcnt + 4'd1;
                    if (bitcnt == 4'd7) begin
                        busy <= 1'b0;
                        cs_n <= 1'b1;
                        done <= 1'b1;
                    end
                end
            end else begin
                divcnt <= divcnt + 8'd1;
            end
        end
    end
endmodule
