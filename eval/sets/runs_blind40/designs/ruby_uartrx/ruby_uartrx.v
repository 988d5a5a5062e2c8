// ruby_uartrx: UART receiver, 8N1, LSB first, with start-bit validation at mid-bit
// and a framing-error flag when the stop bit is low.
// Parameter CLKS_PER_BIT: system clocks per bit (e.g. 50 MHz / 115200 = 434; 16 in the testbench).
// Outputs: data (received byte), valid (one-clock pulse), frame_err (one-clock pulse).
module ruby_uartrx #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       rx,
    output reg  [7:0] data,
    output reg        valid,
    output reg        frame_err
);
    localparam IDLE = 2'd0, START = 2'd1, BITS = 2'd2, STOP = 2'd3;
    localparam CW = $clog2(CLKS_PER_BIT);

    reg [1:0]    state;
    reg [CW-1:0] clk_cnt;
    reg [2:0]    bit_idx;
    reg          rx_s1, rx_s2;

    always @(posedge clk) begin
        rx_s1 <= rx;
        rx_s2 <= rx_s1;
    end

    always @(posedge clk) begin
        if (rst) begin
            state <= IDLE; clk_cnt <= 0; bit_idx <= 0;
            data <= 8'h00; valid <= 1'b0; frame_err <= 1'b0;
        end else begin
            valid     <= 1'b0;
            frame_err <= 1'b0;
            case (state)
                IDLE: begin
                    clk_cnt <= 0;
                    bit_idx <= 0;
                    if (!rx_s2) state <= START;
                end
                START: begin
                    if (clk_cnt == CLKS_PER_BIT/2 - 1) begin
                        clk_cnt <= 0;
                        state   <= rx_s2 ? IDLE : BITS;   // false start if line went high again
                    end else clk_cnt <= clk_cnt + 1'b1;
                end
                BITS: begin
                    if (clk_cnt == CLKS_PER_BIT - 1) begin
                        clk_cnt       <= 0;
                        data[bit_idx] <= rx_s2;
                        if (bit_idx == 3'd7) state <= STOP;
                        else bit_idx <= bit_idx + 1'b1;
                    end else clk_cnt <= clk_cnt + 1'b1;
                end
                STOP: begin
                    if (clk_cnt == CLKS_PER_BIT - 1) begin
                        clk_cnt   <= 0;
                        state     <= IDLE;
                        valid     <= rx_s2;
                        frame_err <= !rx_s2;
                    end else clk_cnt <= clk_cnt + 1'b1;
                end
            endcase
        end
    end
endmodule
