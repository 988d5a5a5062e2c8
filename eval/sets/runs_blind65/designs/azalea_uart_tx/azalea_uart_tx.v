// azalea_uart_tx: 8N1 UART transmitter with a baud-rate divider.
// Ports: clk, rst (sync, active high), start, data[7:0] -> tx (idle high), busy.
// Parameter CLKS_PER_BIT sets the number of clk cycles per serial bit.
module azalea_uart_tx #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] data,
    output reg        tx,
    output wire       busy
);
    localparam IDLE = 2'd0, START = 2'd1, DATA = 2'd2, STOP = 2'd3;
    reg [1:0] state;
    reg [4:0] baud_cnt;
    reg [2:0] bit_idx;
    reg [7:0] shifter;
    wire      tick = (baud_cnt == CLKS_PER_BIT - 1);

    assign busy = (state != IDLE);

    always @(posedge clk) begin
        if (rst) begin
            state    <= IDLE;
            baud_cnt <= 5'd0;
            bit_idx  <= 3'd0;
            shifter  <= 8'd0;
            tx       <= 1'b1;
        end else begin
            baud_cnt <= (state == IDLE || tick) ? 5'd0 : baud_cnt + 5'd1;
            case (state)
                IDLE: begin
                    tx <= 1'b1;
                    if (start) begin
                        shifter <= data;
                        state   <= START;
                        tx      <= 1'b0;
                    end
                end
                START: if (tick) begin
                    state <= DATA;
                    tx    <= shifter[0];
                end
                DATA: if (tick) begin
                    shifter <= {1'b0, shifter[7:1]};
                    bit_idx <= bit_idx + 3'd1;
                    if (bit_idx == 3'd7) begin
                        state <= STOP;
                        tx    <= 1'b1;
                    end else begin
                        tx <= shifter[1];
                    end
                end
                STOP: if (tick) state <= IDLE;
            endcase
        end
    end
endmodule
