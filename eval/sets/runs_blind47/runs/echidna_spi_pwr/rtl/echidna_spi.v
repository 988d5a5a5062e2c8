// echidna_spi: SPI master (mode 0), 8-bit transfers, SCLK = clk / (2*(DIV+1)).
// Ports: clk, rst_n, start, tx_byte, miso -> sclk, mosi, cs_n, rx_byte, busy, done.
module echidna_spi #(
    parameter DIV = 3
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_byte,
    input  wire       miso,
    output reg        sclk,
    output wire       mosi,
    output reg        cs_n,
    output reg  [7:0] rx_byte,
    output wire       busy,
    output reg        done
);
    reg [7:0] shreg;
    reg [3:0] bitcnt;
    reg [7:0] divcnt;
    reg       active;

    assign mosi = shreg[7];
    assign busy = active;

    wire tick = (divcnt == DIV);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shreg   <= 8'h00;
            bitcnt  <= 4'd0;
            divcnt  <= 8'd0;
            active  <= 1'b0;
            sclk    <= 1'b0;
            cs_n    <= 1'b1;
            rx_byte <= 8'h00;
            done    <= 1'b0;
        end else begin
            done <= 1'b0;
            if (!active) begin
                sclk <= 1'b0;
                if (start) begin
                    shreg  <= tx_byte;
                    bitcnt <= 4'd0;
                    divcnt <= 8'd0;
                    active <= 1'b1;
                    cs_n   <= 1'b0;
                end
            end else begin
                divcnt <= tick ? 8'd0 : divcnt + 1'b1;
                if (tick) begin
                    sclk <= ~sclk;
                    if (!sclk) begin
                        rx_byte <= {rx_byte[6:0], miso};   // sample on rising SCLK
                    end else begin
                        shreg  <= {shreg[6:0], 1'b0};       // shift on falling SCLK
                        bitcnt <= bitcnt + 1'b1;
                        if (bitcnt == 4'd7) begin
                            active <= 1'b0;
                            cs_n   <= 1'b1;
                            done   <= 1'b1;
                        end
                    end
                end
            end
        end
    end
endmodule
