// fan_tach_ctrl: fan PWM output (8-bit duty, 256-step period) plus tachometer pulse
// counter sampled once per measurement window; stall detection and a status byte.
module fan_tach_ctrl (
    input            clk,
    input            rst,
    input      [7:0] duty,
    input            tach_in,
    input      [7:0] stall_min,
    input            fault_clr,
    output reg       pwm_out,
    output reg [7:0] rpm_cnt,
    output reg       fault,
    output     [7:0] status
);
    reg [7:0]  pwm_ctr;
    reg [15:0] win_ctr;
    reg [7:0]  tach_acc;
    reg [2:0]  tach_s;

    wire tach_rise = tach_s[1] & ~tach_s[2];
    wire win_end   = (win_ctr == 16'hFFFF);

    always @(posedge clk) begin
        if (rst) begin
            pwm_ctr <= 8'd0;
            pwm_out <= 1'b0;
        end else begin
            pwm_ctr <= pwm_ctr + 8'd1;
            pwm_out <= (pwm_ctr < duty);
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            tach_s   <= 3'd0;
            win_ctr  <= 16'd0;
            tach_acc <= 8'd0;
            rpm_cnt  <= 8'd0;
        end else begin
            tach_s  <= {tach_s[1:0], tach_in};
            win_ctr <= win_ctr + 16'd1;
            if (win_end) begin
                rpm_cnt  <= tach_acc;
                tach_acc <= 8'd0;
            end else if (tach_rise && tach_acc != 8'hFF)
                tach_acc <= tach_acc + 8'd1;
        end
    end

    // stall detection
    always @(posedge clk) begin
        if (rst)
            fault <= 1'b0;
        else if (win_end && duty != 8'd0 && tach_acc < stall_min)
            fault <= 1'b1;
    end

    // software clear (second process driving the same flag)
    always @(posedge clk) begin
        if (fault_clr)
            fault <= 1'b0;
    end

    assign status[7]   = fault;
    assign status[6:4] = tach_s;
    assign status[3:0] = rpm_cnt[7:4];
    assign status[4]   = pwm_out;
endmodule
