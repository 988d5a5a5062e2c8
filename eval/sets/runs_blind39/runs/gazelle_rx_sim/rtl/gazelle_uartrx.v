// gazelle_uartrx: UART receiver, 8N1, 16x oversampling from a baud tick input
// baud16 must pulse for one clk at 16x the bit rate. The start bit is qualified at its
// middle (8 ticks), data bits are sampled every 16 ticks, LSB first.
// Outputs: data[7:0] and valid (one-clock pulse) after each frame; frame_err reports
// whether the stop bit of the most recent frame was low.
module gazelle_uartrx (
    input  wire       clk,
    input  wire       rst,
    input  wire       baud16,
    input  wire       rxd,
    output reg  [7:0] data,
    output reg        valid,
    output reg        frame_err
);
    localparam S_IDLE = 2'd0, S_START = 2'd1, S_DATA = 2'd2, S_STOP = 2'd3;

    reg [1:0] state;
    reg [3:0] tcnt;
    reg [2:0] bcnt;
    reg [7:0] sh;
    reg       rx_s1, rx_s2;

    // two-flop synchroniser on the serial input
    always @(posedge clk) begin
        rx_s1 <= rxd;
        rx_s2 <= rx_s1;
    end

    always @(posedge clk) begin
        if (rst) begin
            state     <= S_IDLE;
            tcnt      <= 4'd0;
            bcnt      <= 3'd0;
            sh        <= 8'd0;
            data      <= 8'd0;
            valid     <= 1'b0;
            frame_err <= 1'b0;
        end else begin
            valid <= 1'b0;
            if (baud16) begin
                case (state)
                    S_IDLE: if (!rx_s2) begin
                        state <= S_START;
                        tcnt  <= 4'd0;
                    end
                    S_START: begin
                        tcnt <= tcnt + 1'b1;
                        if (tcnt == 4'd7) begin
                            tcnt  <= 4'd0;
                            state <= rx_s2 ? S_IDLE : S_DATA;
                            bcnt  <= 3'd0;
                        end
                    end
                    S_DATA: begin
                        tcnt <= tcnt + 1'b1;
                        if (tcnt == 4'd15) begin
                            sh   <= {rx_s2, sh[7:1]};
                            bcnt <= bcnt + 1'b1;
                            if (bcnt == 3'd7)
                                state <= S_STOP;
                        end
                    end
                    S_STOP: begin
                        tcnt <= tcnt + 1'b1;
                        if (tcnt == 4'd15) begin
                            state <= S_IDLE;
                            data  <= sh;
                            valid <= 1'b1;
                            if (!rx_s2)
                                frame_err <= 1'b1;
                        end
                    end
                endcase
            end
        end
    end
endmodule
