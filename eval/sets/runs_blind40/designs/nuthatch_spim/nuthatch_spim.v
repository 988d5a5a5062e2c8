// nuthatch_spim: SPI master, mode 0 (CPOL=0, CPHA=0), 8-bit frames, MSB first.
// Ports: start pulses a transfer of tx_data; busy is high while shifting; done pulses
//        for one clock when rx_data holds the received byte.
// Parameter DIV: sclk half-period in system clocks (must be >= 1).
module nuthatch_spim #(
    parameter DIV = 4
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
    reg [2:0] bitcnt;
    reg [7:0] divcnt;
    wire      tick = (divcnt == DIV - 1);

    assign mosi = shreg[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shreg   <= 8'h00;
            bitcnt  <= 3'd0;
            divcnt  <= 8'd0;
            sclk    <= 1'b0;
            busy    <= 1'b0;
            done    <= 1'b0;
            cs_n    <= 1'b1;
            rx_data <= 8'h00;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                divcnt <= 8'd0;
                sclk   <= 1'b0;
                if (start) begin
                    shreg  <= tx_data;
                    bitcnt <= 3'd7;
                    busy   <= 1'b1;
                    cs_n   <= 1'b0;
                end
            end else begin
                divcnt <= tick ? 8'd0 : divcnt + 8'd1;
                if (tick) begin
                    sclk <= ~sclk;
                    if (!sclk) begin
                        // rising edge of sclk: sample miso
                        rx_data <= {rx_data[6:0], miso};
                    end else begin
                        // falling edge: shift out next bit or finish
                        shreg <= {shreg[6:0], 1'b0};
                        if (bitcnt == 3'd0) begin
                            busy <= 1'b0;
                            done <= 1'b1;
                            cs_n <= 1'b1;
                        end else begin
                            bitcnt <= bitcnt - 3'd1;
                        end
                    end
                end
            end
        end
    end
endmodule
