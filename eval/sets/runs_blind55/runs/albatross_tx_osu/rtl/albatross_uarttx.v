// albatross_uarttx: UART transmitter, 8 data bits, no parity, 1 stop bit (8N1).
// Ports: clk, rst_n (asynchronous, active low), tx_start + tx_data load one byte
//        while the transmitter is idle, tx = serial line (idles high), busy.
// Parameter CLKS_PER_BIT: system clock cycles per bit (default 16, e.g. 1.8432 MHz / 115200).
module albatross_uarttx #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       tx_start,
    input  wire [7:0] tx_data,
    output reg        tx,
    output wire       busy
);
    localparam CW = $clog2(CLKS_PER_BIT);
    localparam S_IDLE = 2'd0, S_START = 2'd1, S_DATA = 2'd2, S_STOP = 2'd3;

    reg [1:0]    state;
    reg [CW-1:0] baud_cnt;
    reg [2:0]    bit_idx;
    reg [7:0]    shreg;

    wire baud_tick = (baud_cnt == CLKS_PER_BIT - 1);
    assign busy = (state != S_IDLE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state    <= S_IDLE;
            baud_cnt <= {CW{1'b0}};
            bit_idx  <= 3'd0;
            shreg    <= 8'h00;
            tx       <= 1'b1;
        end else begin
            // baud counter only runs while a frame is on the line
            if (state == S_IDLE || baud_tick)
                baud_cnt <= {CW{1'b0}};
            else
                baud_cnt <= baud_cnt + 1'b1;

            case (state)
                S_IDLE: begin
                    tx <= 1'b1;
                    if (tx_start) begin
                        shreg <= tx_data;
                        state <= S_START;
                    end
                end
                S_START: begin
                    tx <= 1'b0;
                    if (baud_tick) begin
                        state   <= S_DATA;
                        bit_idx <= 3'd0;
                    end
                end
                S_DATA: begin
                    tx <= shreg[0];              // LSB first
                    if (baud_tick) begin
                        shreg   <= {1'b0, shreg[7:1]};
                        bit_idx <= bit_idx + 1'b1;
                        if (bit_idx == 3'd7)
                            state <= S_STOP;
                    end
                end
                S_STOP: begin
                    tx <= 1'b1;
                    if (baud_tick)
                        state <= S_IDLE;
                end
            endcase
        end
    end
endmodule
