// pwm_capture -- measures an incoming PWM signal and hands the result to a bus clock.
// In the cap_clk domain pwm_in is double-synchronized, then two 12-bit counters measure the
// high time and the full period between rising edges. At each rising edge the pair is
// latched and a toggle flag flips. In the pclk domain the toggle is synchronized; on a
// change the latched pair is copied into hi_time/period and new_sample pulses.
// The two clocks are unrelated (timed with asynchronous clock groups / false paths).
module pwm_capture (
    input             cap_clk,
    input             pclk,
    input             rst,
    input             pwm_in,
    output reg [11:0] hi_time,
    output reg [11:0] period,
    output reg        new_sample
);
    // ---- cap_clk domain
    reg [2:0]  pwm_s;
    reg [11:0] hi_cnt, per_cnt;
    reg [11:0] hi_lat, per_lat;
    reg        tgl;
    wire       rise = pwm_s[1] & ~pwm_s[2];

    always @(posedge cap_clk) begin
        if (rst) begin
            pwm_s   <= 3'd0;
            hi_cnt  <= 12'd0;
            per_cnt <= 12'd0;
            hi_lat  <= 12'd0;
            per_lat <= 12'd0;
            tgl     <= 1'b0;
        end else begin
            pwm_s <= {pwm_s[1:0], pwm_in};
            if (rise) begin
                hi_lat  <= hi_cnt;
                per_lat <= per_cnt;
                tgl     <= ~tgl;
                hi_cnt  <= 12'd1;
                per_cnt <= 12'd1;
            end else begin
                per_cnt <= per_cnt + 12'd1;
                if (pwm_s[1])
                    hi_cnt <= hi_cnt + 12'd1;
            end
        end
    end

    // ---- pclk domain
    reg [2:0] tgl_s;
    always @(posedge pclk) begin
        if (rst) begin
            tgl_s      <= 3'd0;
            hi_time    <= 12'd0;
            period     <= 12'd0;
            new_sample <= 1'b0;
        end else begin
            tgl_s      <= {tgl_s[1:0], tgl};
            new_sample <= tgl_s[2] ^ tgl_s[1];
            if (tgl_s[2] ^ tgl_s[1]) begin
                hi_time <= hi_lat;
                period  <= per_lat;
            end
        end
    end
endmodule
