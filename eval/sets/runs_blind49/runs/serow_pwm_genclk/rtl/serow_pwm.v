// serow_pwm: 8-bit PWM generator running from an internally divided clock
// clk is divided by 4 with a 2-bit prescaler counter (pwm_clk = presc[1]); the PWM counter,
// the shadow duty register and the output flop run on pwm_clk. duty is sampled in the
// clk domain when duty_wr is high and copied to the shadow register at the start of
// each PWM period (glitch-free update). pwm_out is high while counter < duty.
module serow_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] duty,
    input  wire       duty_wr,
    input  wire       enable,
    output reg        pwm_out,
    output wire       period_start
);
    reg  [1:0] presc;
    wire       pwm_clk = presc[1];

    reg  [7:0] duty_req;
    reg  [7:0] duty_shadow;
    reg  [7:0] counter;

    // prescaler and duty request register in the fast domain
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            presc    <= 2'b00;
            duty_req <= 8'd0;
        end else begin
            presc <= presc + 2'b01;
            if (duty_wr)
                duty_req <= duty;
        end
    end

    assign period_start = (counter == 8'hff);

    // PWM core in the divided domain
    always @(posedge pwm_clk or negedge rst_n) begin
        if (!rst_n) begin
            counter     <= 8'd0;
            duty_shadow <= 8'd0;
            pwm_out     <= 1'b0;
        end else if (enable) begin
            counter <= counter + 8'd1;
            if (period_start)
                duty_shadow <= duty_req;
            pwm_out <= (counter < duty_shadow);
        end else begin
            pwm_out <= 1'b0;
        end
    end
endmodule
