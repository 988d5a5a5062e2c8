// enstatite_spi: SPI master, mode 0 (CPOL=0, CPHA=0), MSB first, 8-bit frames, one chip select.
// Parameter: CLKDIV half-period of SCLK in system clocks (default 4 -> SCLK = clk/8).
// Ports: clk, rst_n, start, tx_byte -> rx_byte, busy, done; SPI pins sclk, mosi, miso, cs_n.
module enstatite_spi #(
    parameter CLKDIV = 4
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_byte,
    output reg  [7:0] rx_byte,
    output reg        busy,
    output reg        done,
    output reg        sclk,
    output wire       mosi,
    input  wire       miso,
    output reg        cs_n
);
    localparam DW = $clog2(CLKDIV);

    reg [DW:0]  div;
    reg [7:0]   sh_tx;
    reg [7:0]   sh_rx;
    reg [3:0]   nbit;

    assign mosi = sh_tx[7];

    wire tick = (div == CLKDIV - 1);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            div     <= 0;
            sh_tx   <= 8'h00;
            sh_rx   <= 8'h00;
            nbit    <= 4'd0;
            sclk    <= 1'b0;
            cs_n    <= 1'b1;
            busy    <= 1'b0;
            done    <= 1'b0;
            rx_byte <= 8'h00;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    sh_tx <= tx_byte;
                    nbit  <= 4'd0;
                    div   <= 0;
                    cs_n  <= 1'b0;
                    busy  <= 1'b1;
                end
            end else begin
                div <= tick ? 0 : div + 1'b1;
                if (tick) begin
                    sclk <= ~sclk;
                    if (!sclk) begin
                        // rising edge: sample MISO
                        sh_rx <= {sh_rx[6:0], miso};
                        nbit  <= nbit + 1'b1;
                    end else begin
                        // falling edge: shift out next bit or finish
                        if (nbit == 4'd8) begin
                            busy    <= 1'b0;
                            done    <= 1'b1;
                            cs_n    <= 1'b1;
                            rx_byte <= sh_rx;
                        end else begin
                            sh_tx <= {sh_tx[6:0], 1'b0};
                        end
                    end
                end
            end
        end
    end
endmodule
