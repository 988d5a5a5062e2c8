// 3-channel LED PWM. Each channel compares a shared 8-bit ramp with its
// duty value. Written in a hurry: see the comparator hookup and the
// unused status port.
module pwm_cmp8 (
    input  wire [7:0] ramp,
    input  wire [7:0] duty,
    output wire [7:0] diff,
    output wire       on
);
    assign diff = duty - ramp;
    assign on   = (ramp < duty);
endmodule

module led_pwm_implicit (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] duty_r,
    input  wire [7:0] duty_g,
    input  wire [7:0] duty_b,
    output reg  [2:0] led,
    output wire [3:0] status
);
    reg [7:0] ramp;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) ramp <= 8'd0;
        else        ramp <= ramp + 8'd1;

    // diff_r/diff_g/diff_b are never declared
    pwm_cmp8 u_r (.ramp(ramp), .duty(duty_r), .diff(diff_r), .on(on_r));
    pwm_cmp8 u_g (.ramp(ramp), .duty(duty_g), .diff(diff_g), .on(on_g));
    pwm_cmp8 u_b (.ramp(ramp), .duty(duty_b), .diff(diff_b), .on(on_b));

    always @(posedge clk)
        led <= {on_b, on_g, on_r} & {3{diff_r | diff_g | diff_b}};

    wire [3:0] status_int;
    assign status = status_int;
endmodule
