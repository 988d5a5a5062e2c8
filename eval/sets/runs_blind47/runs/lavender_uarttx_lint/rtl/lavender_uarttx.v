// lavender_uarttx: UART transmitter, 8N1, with a baud-rate divider parameter and optional parity.
// Ports: clk, rst, tx_start, tx_data -> txd, tx_busy.
module lavender_uarttx #(
    parameter CLKS_PER_BIT = 434,
    parameter PARITY_EN    = 0
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       tx_start,
    input  wire [7:0] tx_data,
    output reg        txd,
    output wire       tx_busy
);
    localparam IDLE = 2'd0, START = 2'd1, DATA = 2'd2, STOP = 2'd3;

    reg [1:0]  state;
    reg [8:0]  baud_cnt;
    reg [2:0]  bit_idx;
    reg [7:0]  data_q;
    reg        parity;
    wire       baud_tick = (baud_cnt == CLKS_PER_BIT - 1);

    assign tx_busy = (state != IDLE);

    always @(posedge clk) begin
        if (rst || state == IDLE || baud_tick)
            baud_cnt <= 0;
        else
            baud_cnt <= baud_cnt + 1;
    end

    always @(posedge clk) begin
        if (rst) begin
            state  <= IDLE;
            txd    <= 1'b1;
            bit_idx <= 3'd0;
            data_q <= 8'h00;
            parity <= 1'b0;
        end else begin
            case (state)
                IDLE: begin
                    txd <= 1'b1;
                    if (tx_start) begin
                        data_q <= tx_data;
                        parity <= ^tx_data;
                        state  <= START;
                    end
                end
                START: if (baud_tick) begin
                    txd <= 1'b0;
                    bit_idx <= 3'd0;
                    state <= DATA;
                end
                DATA: if (baud_tick) begin
                    txd <= data_q[bit_idx];
                    bit_idx <= bit_idx + 1'b1;
                    if (bit_idx == 3'd7) state <= STOP;
                end
                STOP: if (baud_tick) begin
                    txd <= PARITY_EN ? parity : 1'b1;
                    state <= IDLE;
                end
            endcase
        end
    end
endmodule
