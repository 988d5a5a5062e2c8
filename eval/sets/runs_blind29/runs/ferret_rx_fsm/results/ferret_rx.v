// ferret_rx: UART receiver FSM, 8N1, 16x oversampling, with framing error flag
module ferret_rx (
    input  wire       clk,
    input  wire       rst,
    input  wire       tick16,
    input  wire       rxd,
    output reg  [7:0] data,
    output reg        data_valid,
    output reg        frame_err
);
    localparam S_IDLE  = 3'd0,
               S_START = 3'd1,
               S_DATA  = 3'd2,
               S_STOP  = 3'd3,
               S_DONE  = 3'd4;

    reg [2:0] state;
    reg [3:0] os_cnt;
    reg [2:0] bit_idx;
    reg [7:0] shreg;
    reg       rxd_s1, rxd_s2;

    always @(posedge clk) begin
        rxd_s1 <= rxd;
        rxd_s2 <= rxd_s1;
    end

    always @(posedge clk) begin
        if (rst) begin
            state      <= S_IDLE;
            os_cnt     <= 4'd0;
            bit_idx    <= 3'd0;
            shreg      <= 8'd0;
            data       <= 8'd0;
            data_valid <= 1'b0;
            frame_err  <= 1'b0;
        end else begin
            data_valid <= 1'b0;
            case (state)
                S_IDLE: if (!rxd_s2) begin
                    state  <= S_START;
                    os_cnt <= 4'd0;
                end
                S_START: if (tick16) begin
                    if (os_cnt == 4'd7) begin
                        os_cnt <= 4'd0;
                        state  <= rxd_s2 ? S_IDLE : S_DATA;
                    end else
                        os_cnt <= os_cnt + 4'd1;
                end
                S_DATA: if (tick16) begin
                    if (os_cnt == 4'd15) begin
                        os_cnt  <= 4'd0;
                        shreg   <= {rxd_s2, shreg[7:1]};
                        bit_idx <= bit_idx + 3'd1;
                        if (bit_idx == 3'd7)
                            state <= S_STOP;
                    end else
                        os_cnt <= os_cnt + 4'd1;
                end
                S_STOP: if (tick16) begin
                    if (os_cnt == 4'd15) begin
                        frame_err <= !rxd_s2;
                        state     <= S_DONE;
                    end else
                        os_cnt <= os_cnt + 4'd1;
                end
                S_DONE: begin
                    data       <= shreg;
                    data_valid <= !frame_err;
                    state      <= S_IDLE;
                end
                default: state <= S_IDLE;
            endcase
        end
    end
endmodule
