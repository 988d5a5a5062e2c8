// civet_spi: SPI master, mode 0 (CPOL=0, CPHA=0), MSB first, 8-bit frames
// A write to tx_valid (with tx_data) starts a frame when the core is idle; sclk runs at
// clk / (2 * (CLKDIV + 1)). cs_n is held low for the whole frame. rx_data / rx_valid
// return the byte shifted in on miso. Parameter CLKDIV sets the half-period in clk cycles - 1.
module civet_spi #(
    parameter CLKDIV = 3
) (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] tx_data,
    input  wire       tx_valid,
    output wire       tx_ready,
    output reg  [7:0] rx_data,
    output reg        rx_valid,
    output reg        sclk,
    output reg        mosi,
    input  wire       miso,
    output reg        cs_n
);
    localparam IDLE = 2'd0, XFER = 2'd1, LAST = 2'd2;

    reg [1:0] state;
    reg [7:0] div_cnt;
    reg [2:0] bit_cnt;
    reg [7:0] shreg;

    wire tick = (div_cnt == CLKDIV);

    assign tx_ready = (state == IDLE);

    always @(posedge clk) begin
        if (rst) begin
            state    <= IDLE;
            div_cnt  <= 8'd0;
            bit_cnt  <= 3'd0;
            shreg    <= 8'd0;
            sclk     <= 1'b0;
            mosi     <= 1'b0;
            cs_n     <= 1'b1;
            rx_data  <= 8'd0;
            rx_valid <= 1'b0;
        end else begin
            rx_valid <= 1'b0;
            case (state)
                IDLE: begin
                    sclk    <= 1'b0;
                    div_cnt <= 8'd0;
                    if (tx_valid) begin
                        shreg   <= tx_data;
                        mosi    <= tx_data[7];
                        cs_n    <= 1'b0;
                        bit_cnt <= 3'd7;
                        state   <= XFER;
                    end
                end
                XFER: begin
                    div_cnt <= tick ? 8'd0 : div_cnt + 8'd1;
                    if (tick) begin
                        sclk <= ~sclk;
                        if (!sclk) begin
                            // rising edge: sample miso
                            shreg <= {shreg[6:0], miso};
                        end else begin
                            // falling edge: next bit out
                            mosi <= shreg[7];
                            if (bit_cnt == 3'd0)
                                state <= LAST;
                            else
                                bit_cnt <= bit_cnt - 3'd1;
                        end
                    end
                end
                LAST: begin
                    cs_n     <= 1'b1;
                    rx_data  <= shreg;
                    rx_valid <= 1'b1;
                    state    <= IDLE;
                end
                default: state <= IDLE;
            endcase
        end
    end
endmodule
