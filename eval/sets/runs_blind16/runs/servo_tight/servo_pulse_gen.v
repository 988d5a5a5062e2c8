// RC-servo pulse generator, two channels.
// A frame counter divides the clock into FRAME_CLKS periods; each channel
// outputs a high pulse of MIN_CLKS + pos * STEP_CLKS clocks at the start of
// every frame.  New positions are taken only at a frame boundary.
module servo_pulse_gen #(
    parameter FRAME_CLKS = 20000,
    parameter MIN_CLKS   = 1000,
    parameter STEP_CLKS  = 4
) (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] pos0,
    input  wire [7:0] pos1,
    input  wire       arm,
    output reg        pwm0,
    output reg        pwm1,
    output reg        frame_strobe
);
    reg  [14:0] frame_cnt;
    reg  [7:0]  pos0_q, pos1_q;
    wire [14:0] width0 = MIN_CLKS + pos0_q * STEP_CLKS;
    wire [14:0] width1 = MIN_CLKS + pos1_q * STEP_CLKS;
    wire        wrap   = (frame_cnt == FRAME_CLKS - 1);

    always @(posedge clk) begin
        if (rst) begin
            frame_cnt    <= 15'd0;
            pos0_q       <= 8'd128;
            pos1_q       <= 8'd128;
            frame_strobe <= 1'b0;
        end else begin
            frame_strobe <= wrap;
            frame_cnt    <= wrap ? 15'd0 : frame_cnt + 1'b1;
            if (wrap) begin
                pos0_q <= pos0;
                pos1_q <= pos1;
            end
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            pwm0 <= 1'b0;
            pwm1 <= 1'b0;
        end else begin
            pwm0 <= arm && (frame_cnt < width0);
            pwm1 <= arm && (frame_cnt < width1);
        end
    end
endmodule
