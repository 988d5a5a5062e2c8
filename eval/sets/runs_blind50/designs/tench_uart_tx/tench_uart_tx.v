// tench_uart_tx: UART transmitter, 8 data bits, optional even parity, 1 stop bit (8N1 / 8E1).
// Ports: clk, rst_n, tx_start, tx_byte[7:0], parity_en in; txd, tx_busy out.
// Parameter: CLKS_PER_BIT (system clocks per baud period, default 434 = 50 MHz / 115200).
module tench_uart_tx #(
    parameter CLKS_PER_BIT = 434
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       tx_start,
    input  wire [7:0] tx_byte,
    input  wire       parity_en,
    output reg        txd,
    output wire       tx_busy
);
    localparam S_IDLE = 3'd0, S_START = 3'd1, S_DATA = 3'd2, S_PAR = 3'd3, S_STOP = 3'd4;
    localparam CW = $clog2(CLKS_PER_BIT);

    reg [2:0]    state;
    reg [CW-1:0] baud_cnt;
    reg [2:0]    bit_idx;
    reg [7:0]    data;
    reg          par;

    wire baud_tick = (baud_cnt == CLKS_PER_BIT - 1);
    assign tx_busy = (state != S_IDLE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state    <= S_IDLE;
            baud_cnt <= 0;
            bit_idx  <= 0;
            data     <= 8'h00;
            par      <= 1'b0;
            txd      <= 1'b1;
        end else begin
            baud_cnt <= (state == S_IDLE || baud_tick) ? 0 : baud_cnt + 1'b1;
            case (state)
                S_IDLE: begin
                    txd <= 1'b1;
                    if (tx_start) begin
                        data  <= tx_byte;
                        par   <= ^tx_byte;
                        state <= S_START;
                    end
                end
                S_START: begin
                    txd <= 1'b0;
                    if (baud_tick) begin
                        state   <= S_DATA;
                        bit_idx <= 0;
                    end
                end
                S_DATA: begin
                    txd <= data[bit_idx];
                    if (baud_tick) begin
                        if (bit_idx == 3'd7)
                            state <= parity_en ? S_PAR : S_STOP;
                        bit_idx <= bit_idx + 1'b1;
                    end
                end
                S_PAR: begin
                    txd <= par;
                    if (baud_tick) state <= S_STOP;
                end
                S_STOP: begin
                    txd <= 1'b1;
                    if (baud_tick) state <= S_IDLE;
                end
                default: state <= S_IDLE;
            endcase
        end
    end
endmodule
