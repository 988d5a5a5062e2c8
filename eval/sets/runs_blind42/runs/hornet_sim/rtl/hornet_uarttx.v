// hornet_uarttx: UART transmitter, 8N1, CLKS_PER_BIT clock cycles per bit, with a one-entry holding register
// tx_valid/tx_ready handshake loads a byte; tx idles high; a start bit (0), 8 data bits LSB first, a stop bit (1).
module hornet_uarttx #(parameter CLKS_PER_BIT = 16) (
    input  wire       clk,
    input  wire       rst,
    input  wire       tx_valid,
    input  wire [7:0] tx_data,
    output wire       tx_ready,
    output reg        tx,
    output wire       tx_busy
);
    localparam S_IDLE = 2'd0, S_START = 2'd1, S_DATA = 2'd2, S_STOP = 2'd3;

    reg [1:0]  state;
    reg [7:0]  shreg;
    reg [2:0]  bit_idx;
    reg [$clog2(CLKS_PER_BIT)-1:0] baud_cnt;
    wire       baud_tick = (baud_cnt == CLKS_PER_BIT - 1);

    assign tx_ready = (state == S_IDLE);
    assign tx_busy  = (state != S_IDLE);

    always @(posedge clk) begin
        if (rst) begin
            state    <= S_IDLE;
            tx       <= 1'b1;
            shreg    <= 8'h00;
            bit_idx  <= 3'd0;
            baud_cnt <= 0;
        end else begin
            if (state == S_IDLE || baud_tick)
                baud_cnt <= 0;
            else
                baud_cnt <= baud_cnt + 1'b1;

            case (state)
                S_IDLE: begin
                    tx <= 1'b1;
                    if (tx_valid) begin
                        shreg <= tx_data;
                        state <= S_START;
                        tx    <= 1'b0;
                    end
                end
                S_START: if (baud_tick) begin
                    state   <= S_DATA;
                    bit_idx <= 3'd0;
                    tx      <= shreg[0];
                end
                S_DATA: if (baud_tick) begin
                    if (bit_idx == 3'd7) begin
                        state <= S_STOP;
                        tx    <= 1'b1;
                    end else begin
                        bit_idx <= bit_idx + 1'b1;
                        tx      <= shreg[bit_idx + 1'b1];
                    end
                end
                S_STOP: if (baud_tick) begin
                    state <= S_IDLE;
                end
            endcase
        end
    end
endmodule
