// alpaca_uart_tx: UART transmitter, 8N1, baud set by parameter CLKS_PER_BIT
// ports: clk, rst, start, data[7:0] -> tx, busy
module alpaca_uart_tx #(parameter CLKS_PER_BIT = 16) (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] data,
    output reg        tx,
    output wire       busy
);
    reg [1:0]  state;
    reg [7:0]  shreg;
    reg [2:0]  bitn;
    reg [$clog2(CLKS_PER_BIT)-1:0] cnt;
    localparam IDLE = 2'd0, START = 2'd1, DATA = 2'd2, STOP = 2'd3;
    assign busy = (state != IDLE);
    wire tick = (cnt == CLKS_PER_BIT - 1);
    always @(posedge clk) begin
        if (rst) begin
            state <= IDLE; tx <= 1'b1; cnt <= 0; bitn <= 0; shreg <= 8'h00;
        end else begin
            cnt <= (state == IDLE || tick) ? 0 : cnt + 1'b1;
            case (state)
                IDLE:  if (start) begin shreg <= data; state <= START; tx <= 1'b0; end
                START: if (tick) begin state <= DATA; tx <= shreg[0]; bitn <= 0; end
                DATA:  if (tick) begin
                           shreg <= {1'b0, shreg[7:1]};
                           if (bitn == 3'd7) begin state <= STOP; tx <= 1'b1; end
                           else begin bitn <= bitn + 1'b1; tx <= shreg[1]; end
                       end
                STOP:  if (tick) state <= IDLE;
            endcase
        end
    end
endmodule
