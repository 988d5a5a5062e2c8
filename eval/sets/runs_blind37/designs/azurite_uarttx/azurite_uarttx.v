// azurite_uarttx: UART transmitter, 8 data bits, optional even parity, 1 stop bit.
// Ports: clk, rst_n (async active-low), tx_data[7:0], tx_valid, tx_ready, txd.
// Parameters: CLKS_PER_BIT (baud divider), PARITY_EN (1 = append even parity bit).
// A byte is accepted when tx_valid && tx_ready; txd idles high.
module azurite_uarttx #(
    parameter CLKS_PER_BIT = 87,
    parameter PARITY_EN    = 1
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] tx_data,
    input  wire       tx_valid,
    output wire       tx_ready,
    output reg        txd
);
    localparam S_IDLE = 3'd0, S_START = 3'd1, S_DATA = 3'd2, S_PAR = 3'd3, S_STOP = 3'd4;

    reg [2:0]  state;
    reg [6:0]  baud_cnt;
    reg [2:0]  bit_idx;
    reg [7:0]  shreg;
    reg        par;
    wire       baud_tick = (baud_cnt == CLKS_PER_BIT - 1);

    assign tx_ready = (state == S_IDLE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state    <= S_IDLE;
            baud_cnt <= 7'd0;
            bit_idx  <= 3'd0;
            shreg    <= 8'd0;
            par      <= 1'b0;
            txd      <= 1'b1;
        end else begin
            if (state != S_IDLE)
                baud_cnt <= baud_tick ? 7'd0 : baud_cnt + 7'd1;
            case (state)
                S_IDLE: begin
                    txd <= 1'b1;
                    if (tx_valid) begin
                        shreg    <= tx_data;
                        par      <= ^tx_data;
                        baud_cnt <= 7'd0;
                        state    <= S_START;
                        txd      <= 1'b0;
                    end
                end
                S_START: if (baud_tick) begin
                    txd     <= shreg[0];
                    shreg   <= {1'b0, shreg[7:1]};
                    bit_idx <= 3'd0;
                    state   <= S_DATA;
                end
                S_DATA: if (baud_tick) begin
                    if (bit_idx == 3'd7) begin
                        if (PARITY_EN) begin
                            txd   <= par;
                            state <= S_PAR;
                        end else begin
                            txd   <= 1'b1;
                            state <= S_STOP;
                        end
                    end else begin
                        txd     <= shreg[0];
                        shreg   <= {1'b0, shreg[7:1]};
                        bit_idx <= bit_idx + 3'd1;
                    end
                end
                S_PAR: if (baud_tick) begin
                    txd   <= 1'b1;
                    state <= S_STOP;
                end
                S_STOP: if (baud_tick) state <= S_IDLE;
                default: state <= S_IDLE;
            endcase
        end
    end
endmodule
