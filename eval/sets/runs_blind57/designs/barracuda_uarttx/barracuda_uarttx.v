// barracuda_uarttx: UART transmitter, 8N1, LSB first
// Parameter CLKS_PER_BIT: system clocks per bit (default 16 for simulation; 434 = 115200 baud at 50 MHz)
// Ports: clk, rst (sync high), start + data (load a byte when idle), tx (line, idles high), busy, done (1-cycle pulse)
module barracuda_uarttx #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] data,
    output reg        tx,
    output wire       busy,
    output reg        done
);
    localparam S_IDLE  = 2'd0;
    localparam S_START = 2'd1;
    localparam S_DATA  = 2'd2;
    localparam S_STOP  = 2'd3;

    reg [1:0]  state;
    reg [15:0] baud_cnt;
    reg [2:0]  bit_idx;
    reg [7:0]  shreg;

    wire bit_end = (baud_cnt == CLKS_PER_BIT - 1);

    assign busy = (state != S_IDLE);

    always @(posedge clk) begin
        if (rst) begin
            state    <= S_IDLE;
            baud_cnt <= 16'd0;
            bit_idx  <= 3'd0;
            shreg    <= 8'd0;
            tx       <= 1'b1;
            done     <= 1'b0;
        end else begin
            done <= 1'b0;
            case (state)
                S_IDLE: begin
                    tx <= 1'b1;
                    baud_cnt <= 16'd0;
                    if (start) begin
                        shreg <= data;
                        state <= S_START;
                        tx    <= 1'b0;
                    end
                end
                S_START: begin
                    baud_cnt <= bit_end ? 16'd0 : baud_cnt + 1'b1;
                    if (bit_end) begin
                        state   <= S_DATA;
                        bit_idx <= 3'd0;
                        tx      <= shreg[0];
                    end
                end
                S_DATA: begin
                    baud_cnt <= bit_end ? 16'd0 : baud_cnt + 1'b1;
                    if (bit_end) begin
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
                    baud_cnt <= bit_end ? 16'd0 : baud_cnt + 1'b1;
                    if (bit_end) begin
                        state <= S_IDLE;
                        done  <= 1'b1;
                    end
                end
            endcase
        end
    end
endmodule
