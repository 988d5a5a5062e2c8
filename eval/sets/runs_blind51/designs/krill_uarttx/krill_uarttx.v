// krill_uarttx: UART transmitter, 8 data bits, no parity, 1 stop bit (8N1)
// Ports: clk, rst_n (async active-low), tx_start + tx_data[7:0] (load a byte),
//        tx (serial line, idles high), tx_busy (high while a frame is sent)
// Parameter CLKS_PER_BIT sets the baud divider (clock cycles per bit).
module krill_uarttx #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       tx_start,
    input  wire [7:0] tx_data,
    output reg        tx,
    output wire       tx_busy
);
    localparam S_IDLE  = 2'd0;
    localparam S_START = 2'd1;
    localparam S_DATA  = 2'd2;
    localparam S_STOP  = 2'd3;

    reg [1:0]  state;
    reg [7:0]  shreg;
    reg [2:0]  bit_idx;
    reg [$clog2(CLKS_PER_BIT)-1:0] baud_cnt;
    wire       baud_tick = (baud_cnt == CLKS_PER_BIT - 1);

    assign tx_busy = (state != S_IDLE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            baud_cnt <= 0;
        else if (state == S_IDLE || baud_tick)
            baud_cnt <= 0;
        else
            baud_cnt <= baud_cnt + 1'b1;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state   <= S_IDLE;
            shreg   <= 8'h00;
            bit_idx <= 3'd0;
            tx      <= 1'b1;
        end else begin
            case (state)
                S_IDLE: begin
                    tx <= 1'b1;
                    if (tx_start) begin
                        shreg <= tx_data;
                        state <= S_START;
                        tx    <= 1'b0;
                    end
                end
                S_START: if (baud_tick) begin
                    tx      <= shreg[0];
                    shreg   <= {1'b0, shreg[7:1]};
                    bit_idx <= 3'd0;
                    state   <= S_DATA;
                end
                S_DATA: if (baud_tick) begin
                    if (bit_idx == 3'd7) begin
                        tx    <= 1'b1;
                        state <= S_STOP;
                    end else begin
                        tx      <= shreg[0];
                        shreg   <= {1'b0, shreg[7:1]};
                        bit_idx <= bit_idx + 1'b1;
                    end
                end
                S_STOP: if (baud_tick) begin
                    state <= S_IDLE;
                end
            endcase
        end
    end
endmodule
