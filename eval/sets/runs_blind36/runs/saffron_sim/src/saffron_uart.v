// saffron_uart: 8N1 UART transmitter with a programmable bit-period divider.
// Ports: clk, rst_n (async, active low), tx_start (pulse), tx_data[7:0] -> tx (serial line), tx_busy, tx_done (1-cycle pulse).
// Parameter CLKS_PER_BIT: clock cycles per serial bit (default 16).
module saffron_uart #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       tx_start,
    input  wire [7:0] tx_data,
    output reg        tx,
    output wire       tx_busy,
    output reg        tx_done
);
    localparam S_IDLE  = 2'd0;
    localparam S_START = 2'd1;
    localparam S_DATA  = 2'd2;
    localparam S_STOP  = 2'd3;

    reg [1:0]  state;
    reg [7:0]  shreg;
    reg [2:0]  bit_idx;
    reg [$clog2(CLKS_PER_BIT)-1:0] baud_cnt;

    wire baud_tick = (baud_cnt == CLKS_PER_BIT - 1);

    assign tx_busy = (state != S_IDLE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state    <= S_IDLE;
            shreg    <= 8'h00;
            bit_idx  <= 3'd0;
            baud_cnt <= 0;
            tx       <= 1'b1;
            tx_done  <= 1'b0;
        end else begin
            tx_done <= 1'b0;
            if (state == S_IDLE) begin
                baud_cnt <= 0;
                tx       <= 1'b1;
                if (tx_start) begin
                    shreg <= tx_data;
                    state <= S_START;
                    tx    <= 1'b0;
                end
            end else begin
                baud_cnt <= baud_tick ? 0 : baud_cnt + 1'b1;
                if (baud_tick) begin
                    case (state)
                        S_START: begin
                            state   <= S_DATA;
                            bit_idx <= 3'd0;
                            tx      <= shreg[0];
                            shreg   <= {1'b0, shreg[7:1]};
                        end
                        S_DATA: begin
                            if (bit_idx == 3'd7) begin
                                state <= S_STOP;
                                tx    <= 1'b1;
                            end else begin
                                bit_idx <= bit_idx + 1'b1;
                                tx      <= shreg[0];
                                shreg   <= {1'b0, shreg[7:1]};
                            end
                        end
                        default: begin  // S_STOP
                            state   <= S_IDLE;
                            tx_done <= 1'b1;
                        end
                    endcase
                end
            end
        end
    end
endmodule
