// anchovy_uart_tx: 8N1 UART transmitter with a baud-rate tick counter.
// Parameter CLKS_PER_BIT sets how many clock cycles one serial bit lasts.
// Ports: clk, rst_n (async low reset), start, data[7:0] in; tx, busy, done out.
module anchovy_uart_tx #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] data,
    output reg        tx,
    output wire       busy,
    output reg        done
);
    localparam S_IDLE = 2'd0, S_START = 2'd1, S_DATA = 2'd2, S_STOP = 2'd3;
    reg [1:0]  state;
    reg [7:0]  shreg;
    reg [2:0]  bitidx;
    reg [$clog2(CLKS_PER_BIT)-1:0] tick;
    wire tick_last = (tick == CLKS_PER_BIT - 1);

    assign busy = (state != S_IDLE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state  <= S_IDLE;
            shreg  <= 8'h00;
            bitidx <= 3'd0;
            tick   <= 0;
            tx     <= 1'b1;
            done   <= 1'b0;
        end else begin
            done <= 1'b0;
            case (state)
                S_IDLE: begin
                    tx <= 1'b1;
                    tick <= 0;
                    if (start) begin
                        shreg <= data;
                        state <= S_START;
                    end
                end
                S_START: begin
                    tx <= 1'b0;
                    if (tick_last) begin
                        tick   <= 0;
                        bitidx <= 3'd0;
                        state  <= S_DATA;
                    end else tick <= tick + 1'b1;
                end
                S_DATA: begin
                    tx <= shreg[bitidx];
                    if (tick_last) begin
                        tick <= 0;
                        if (bitidx == 3'd7) state <= S_STOP;
                        else bitidx <= bitidx + 1'b1;
                    end else tick <= tick + 1'b1;
                end
                S_STOP: begin
                    tx <= 1'b1;
                    if (tick_last) begin
                        tick  <= 0;
                        done  <= 1'b1;
                        state <= S_IDLE;
                    end else tick <= tick + 1'b1;
                end
            endcase
        end
    end
endmodule
