// 8N1 UART transmitter; top module is uart_tx8n1
module uart_tx8n1 (
    input  wire       clk,
    input  wire       rst,
    input  wire       baud_tick,
    input  wire       start,
    input  wire [7:0] din,
    output reg        txd,
    output reg        busy,
    output reg        done
);
    localparam S_IDLE  = 3'd0,
               S_START = 3'd1,
               S_DATA  = 3'd2,
               S_STOP  = 3'd3,
               S_DONE  = 3'd4;
    reg [2:0] state;
    reg [2:0] bit_idx;
    reg [7:0] shreg;

    always @(posedge clk) begin
        if (rst) begin
            state <= S_IDLE;
        end else begin
            case (state)
                S_IDLE:  if (start) state <= S_START;
                S_START: if (baud_tick) state <= S_DATA;
                S_DATA:  if (baud_tick && bit_idx == 3'd7) state <= S_STOP;
                S_STOP:  if (baud_tick) state <= S_DONE;
                S_DONE:  state <= S_IDLE;
                default: state <= S_IDLE;
            endcase
        end
    end

    always @(posedge clk) begin
        if (state == S_IDLE && start) begin
            shreg   <= din;
            bit_idx <= 3'd0;
        end else if (state == S_DATA && baud_tick) begin
            shreg   <= {1'b0, shreg[7:1]};
            bit_idx <= bit_idx + 3'd1;
        end
    end

    always @(*) begin
        txd  = 1'b1;
        busy = 1'b1;
        done = 1'b0;
        case (state)
            S_IDLE:  busy = 1'b0;
            S_START: txd = 1'b0;
            S_DATA:  txd = shreg[0];
            S_STOP:  txd = 1'b1;
            S_DONE:  begin done = 1'b1; busy = 1'b0; end
            default: ;
        endcase
    end
endmodule
