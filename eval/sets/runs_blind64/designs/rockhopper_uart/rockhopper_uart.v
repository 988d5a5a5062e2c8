// rockhopper_uart: UART transmitter, 8 data bits, no parity, 1 stop bit (8N1), LSB first
// Parameter CLKS_PER_BIT: clock cycles per bit (baud divider, default 16)
// Ports: clk, rst (synchronous, active high), tx_start + tx_data load a byte when idle,
//        tx = serial line (idles high), busy while a frame is on the line, done = 1-cycle pulse after stop bit
module rockhopper_uart #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       tx_start,
    input  wire [7:0] tx_data,
    output reg        tx,
    output wire       busy,
    output reg        done
);
    localparam IDLE  = 2'd0,
               START = 2'd1,
               DATA  = 2'd2,
               STOP  = 2'd3;
    localparam CW = $clog2(CLKS_PER_BIT);

    reg [1:0]    state;
    reg [CW-1:0] baud_cnt;
    reg [2:0]    bit_idx;
    reg [7:0]    shreg;

    wire tick = (baud_cnt == CLKS_PER_BIT - 1);
    assign busy = (state != IDLE);

    always @(posedge clk) begin
        if (rst) begin
            state    <= IDLE;
            tx       <= 1'b1;
            baud_cnt <= {CW{1'b0}};
            bit_idx  <= 3'd0;
            shreg    <= 8'h00;
            done     <= 1'b0;
        end else begin
            done     <= 1'b0;
            baud_cnt <= (state == IDLE || tick) ? {CW{1'b0}} : baud_cnt + 1'b1;
            case (state)
                IDLE: begin
                    tx <= 1'b1;
                    if (tx_start) begin
                        shreg <= tx_data;
                        tx    <= 1'b0;          // start bit
                        state <= START;
                    end
                end
                START: if (tick) begin
                    tx      <= shreg[0];
                    shreg   <= {1'b0, shreg[7:1]};
                    bit_idx <= 3'd0;
                    state   <= DATA;
                end
                DATA: if (tick) begin
                    if (bit_idx == 3'd7) begin
                        tx    <= 1'b1;          // stop bit
                        state <= STOP;
                    end else begin
                        tx      <= shreg[0];
                        shreg   <= {1'b0, shreg[7:1]};
                        bit_idx <= bit_idx + 1'b1;
                    end
                end
                STOP: if (tick) begin
                    done  <= 1'b1;
                    state <= IDLE;
                end
            endcase
        end
    end
endmodule
