// bontebok_spim: SPI master, mode 0 (CPOL=0, CPHA=0), MSB first, 8-bit frames
// Parameter CLKDIV sets the SCLK half-period in system clocks. Ports: tx_data/tx_valid start a
// frame, rx_data/rx_valid return the byte shifted in on MISO, cs_n is held low during the frame.
module bontebok_spim #(
    parameter CLKDIV = 4
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
    localparam IDLE = 2'd0, XFER = 2'd1, DONE = 2'd2;
    reg [1:0] state;
    reg [7:0] div_cnt;
    reg [2:0] bit_cnt;
    reg [7:0] sh_tx, sh_rx;
    wire tick = (div_cnt == CLKDIV - 1);

    assign tx_ready = (state == IDLE);

    always @(posedge clk) begin
        if (rst) begin
            state <= IDLE; div_cnt <= 8'd0; bit_cnt <= 3'd0;
            sh_tx <= 8'd0; sh_rx <= 8'd0; rx_data <= 8'd0; rx_valid <= 1'b0;
            sclk <= 1'b0; mosi <= 1'b0; cs_n <= 1'b1;
        end else begin
            rx_valid <= 1'b0;
            case (state)
            IDLE: if (tx_valid) begin
                    sh_tx <= {tx_data[6:0], 1'b0};
                    mosi <= tx_data[7];
                    cs_n <= 1'b0; div_cnt <= 8'd0; bit_cnt <= 3'd7;
                    state <= XFER;
                  end
            XFER: begin
                    div_cnt <= tick ? 8'd0 : div_cnt + 8'd1;
                    if (tick) begin
                        sclk <= ~sclk;
                        if (!sclk) begin
                            sh_rx <= {sh_rx[6:0], miso};       // sample on rising edge
                        end else begin
                            if (bit_cnt == 3'd0) state <= DONE;
                            else begin
                                mosi <= sh_tx[7];               // shift on falling edge
                                sh_tx <= {sh_tx[6:0], 1'b0};
                                bit_cnt <= bit_cnt - 3'd1;
                            end
                        end
                    end
                  end
            DONE: begin
                    cs_n <= 1'b1; rx_data <= sh_rx; rx_valid <= 1'b1; state <= IDLE;
                  end
            default: state <= IDLE;
            endcase
        end
    end
endmodule
