// puma_uarttx: UART transmitter, 8N1, LSB first.
// CLKS_PER_BIT clock cycles per bit (e.g. 50 MHz / 115200 ~= 434).
// Raise tx_start for one cycle with tx_data; tx_busy is high for the whole frame.
module puma_uarttx #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       tx_start,
    input  wire [7:0] tx_data,
    output reg        tx,
    output wire       tx_busy
);
    localparam S_IDLE = 2'd0, S_START = 2'd1, S_DATA = 2'd2, S_STOP = 2'd3;

    reg [1:0]  state;
    reg [15:0] baud_cnt;
    reg [2:0]  bit_idx;
    reg [7:0]  shreg;

    wire baud_done = (baud_cnt == CLKS_PER_BIT - 1);
    assign tx_busy = (state != S_IDLE);

    always @(posedge clk) begin
        if (rst) begin
            state    <= S_IDLE;
            baud_cnt <= 16'd0;
            bit_idx  <= 3'd0;
            shreg    <= 8'd0;
            tx       <= 1'b1;
        end else begin
            case (state)
                S_IDLE: begin
                    tx       <= 1'b1;
                    baud_cnt <= 16'd0;
                    if (tx_start) begin
                        shreg <= tx_data;
                        state <= S_START;
                        tx    <= 1'b0;
                    end
                end
                S_START: begin
                    baud_cnt <= baud_done ? 16'd0 : baud_cnt + 1'b1;
                    if (baud_done) begin
                        state   <= S_DATA;
                        bit_idx <= 3'd0;
                        tx      <= shreg[0];
                    end
                end
                S_DATA: begin
                    baud_cnt <= baud_done ? 16'd0 : baud_cnt + 1'b1;
                    if (baud_done) begin
                        if (bit_idx == 3'd7) begin
                            state <= S_STOP;
                            tx    <= 1'b1;
                        end else begin
                            bit_idx <= bit_idx + 1'b1;
                            tx      <= shreg[bit_idx + 1'b1];
                        end
                    end
                end
                S_STOP: begin
                    baud_cnt <= baud_done ? 16'd0 : baud_cnt + 1'b1;
                    if (baud_done) state <= S_IDLE;
                end
            endcase
        end
    end
endmodule
