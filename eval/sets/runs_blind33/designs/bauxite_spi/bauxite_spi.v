// bauxite_spi: SPI master, mode 0, 8-bit transfers, SCLK = clk / (2*CLKDIV)
module bauxite_spi #(parameter CLKDIV = 4) (
    input  wire       clk,
    input  wire       rst,
    input  wire       go,
    input  wire [7:0] tx_byte,
    output reg  [7:0] rx_byte,
    output reg        rx_valid,
    output wire       busy,
    output reg        sclk,
    output reg        mosi,
    input  wire       miso,
    output reg        cs_n
);
    localparam IDLE = 2'd0, XFER = 2'd1, DONE = 2'd2;
    reg [1:0] state;
    reg [7:0] div_cnt;
    reg [2:0] bit_cnt;
    reg [7:0] sh_tx, sh_rx;

    wire tick = (div_cnt == CLKDIV - 1);
    assign busy = (state != IDLE);

    always @(posedge clk) begin
        if (rst) begin
            state <= IDLE; div_cnt <= 0; bit_cnt <= 0;
            sclk <= 1'b0; mosi <= 1'b0; cs_n <= 1'b1;
            sh_tx <= 0; sh_rx <= 0; rx_byte <= 0; rx_valid <= 1'b0;
        end else begin
            rx_valid <= 1'b0;
            case (state)
            IDLE: begin
                sclk <= 1'b0;
                div_cnt <= 0;
                if (go) begin
                    cs_n    <= 1'b0;
                    sh_tx   <= {tx_byte[6:0], 1'b0};
                    mosi    <= tx_byte[7];
                    bit_cnt <= 3'd7;
                    state   <= XFER;
                end
            end
            XFER: begin
                div_cnt <= tick ? 8'd0 : div_cnt + 1'b1;
                if (tick) begin
                    sclk <= ~sclk;
                    if (!sclk) begin
                        sh_rx <= {sh_rx[6:0], miso};      // sample on rising edge
                    end else begin
                        mosi  <= sh_tx[7];                // shift on falling edge
                        sh_tx <= {sh_tx[6:0], 1'b0};
                        if (bit_cnt == 0) state <= DONE;
                        else bit_cnt <= bit_cnt - 1'b1;
                    end
                end
            end
            DONE: begin
                cs_n     <= 1'b1;
                rx_byte  <= sh_rx;
                rx_valid <= 1'b1;
                state    <= IDLE;
            end
            default: state <= IDLE;
            endcase
        end
    end
endmodule
