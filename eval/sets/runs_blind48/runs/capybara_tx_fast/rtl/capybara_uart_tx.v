// capybara_uart_tx: 8N1 UART transmitter with a parameterised baud-rate divider.
// Ports: clk, rst_n (async, active low), tx_start, tx_data[7:0] -> tx (idle high), busy, done (1-cycle pulse)
// Parameter CLKS_PER_BIT: system clock cycles per serial bit (434 = 115200 baud at 50 MHz).
module capybara_uart_tx #(
    parameter CLKS_PER_BIT = 434
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       tx_start,
    input  wire [7:0] tx_data,
    output reg        tx,
    output wire       busy,
    output reg        done
);
    localparam CW = $clog2(CLKS_PER_BIT);
    localparam S_IDLE = 2'd0, S_START = 2'd1, S_DATA = 2'd2, S_STOP = 2'd3;

    reg [1:0]    state;
    reg [CW-1:0] baud_cnt;
    reg [2:0]    bit_idx;
    reg [7:0]    shreg;

    wire tick = (baud_cnt == CLKS_PER_BIT - 1);
    assign busy = (state != S_IDLE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state    <= S_IDLE;
            baud_cnt <= {CW{1'b0}};
            bit_idx  <= 3'd0;
            shreg    <= 8'h00;
            tx       <= 1'b1;
            done     <= 1'b0;
        end else begin
            done <= 1'b0;
            if (state == S_IDLE || tick)
                baud_cnt <= {CW{1'b0}};
            else
                baud_cnt <= baud_cnt + 1'b1;
            case (state)
                S_IDLE: begin
                    tx <= 1'b1;
                    if (tx_start) begin
                        shreg <= tx_data;
                        tx    <= 1'b0;          // start bit
                        state <= S_START;
                    end
                end
                S_START: if (tick) begin
                    tx      <= shreg[0];
                    shreg   <= {1'b0, shreg[7:1]};
                    bit_idx <= 3'd0;
                    state   <= S_DATA;
                end
                S_DATA: if (tick) begin
                    if (bit_idx == 3'd7) begin
                        tx    <= 1'b1;          // stop bit
                        state <= S_STOP;
                    end else begin
                        tx      <= shreg[0];
                        shreg   <= {1'b0, shreg[7:1]};
                        bit_idx <= bit_idx + 1'b1;
                    end
                end
                S_STOP: if (tick) begin
                    state <= S_IDLE;
                    done  <= 1'b1;
                end
            endcase
        end
    end
endmodule
