// skerry_uartrx: UART receiver, 8N1, 16x oversampling from a baud_x16 enable.
// Finds the start bit, samples each bit in its middle (count 7 of 16), checks the stop bit.
// rx_valid pulses with rx_data; frame_err pulses when the stop bit is low.
// Known issue under investigation: byte order of received data.
module skerry_uartrx (
    input  wire       clk,
    input  wire       rst,
    input  wire       baud_x16,
    input  wire       rxd,
    output reg  [7:0] rx_data,
    output reg        rx_valid,
    output reg        frame_err
);
    localparam IDLE = 2'd0, START = 2'd1, DATA = 2'd2, STOP = 2'd3;
    reg [1:0] state;
    reg [3:0] os_cnt;
    reg [2:0] bit_idx;
    reg [7:0] sh;
    reg       rxd_s1, rxd_s;

    always @(posedge clk) begin
        rxd_s1 <= rxd;
        rxd_s  <= rxd_s1;
    end

    always @(posedge clk) begin
        if (rst) begin
            state <= IDLE; os_cnt <= 0; bit_idx <= 0; sh <= 0;
            rx_data <= 0; rx_valid <= 1'b0; frame_err <= 1'b0;
        end else begin
            rx_valid  <= 1'b0;
            frame_err <= 1'b0;
            if (baud_x16) begin
                case (state)
                    IDLE: if (!rxd_s) begin state <= START; os_cnt <= 0; end
                    START: begin
                        os_cnt <= os_cnt + 1'b1;
                        if (os_cnt == 4'd7) begin
                            if (!rxd_s) begin state <= DATA; os_cnt <= 0; bit_idx <= 0; end
                            else state <= IDLE;   // glitch
                        end
                    end
                    DATA: begin
                        os_cnt <= os_cnt + 1'b1;
                        if (os_cnt == 4'd15) begin
                            sh <= {sh[6:0], rxd_s};   // shifts MSB-first
                            bit_idx <= bit_idx + 1'b1;
                            if (bit_idx == 3'd7) state <= STOP;
                        end
                    end
                    STOP: begin
                        os_cnt <= os_cnt + 1'b1;
                        if (os_cnt == 4'd15) begin
                            state <= IDLE;
                            if (rxd_s) begin rx_data <= sh; rx_valid <= 1'b1; end
                            else frame_err <= 1'b1;
                        end
                    end
                endcase
            end
        end
    end
endmodule
