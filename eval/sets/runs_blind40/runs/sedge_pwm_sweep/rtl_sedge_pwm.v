// sedge_pwm: 3-channel PWM generator with a shared free-running counter and per-channel duty registers.
// Parameter RES: counter resolution in bits (default 10). Duty values load when load_en is high and
// take effect at the start of the next PWM period (double-buffered) to avoid glitches.
module sedge_pwm #(
    parameter RES = 10
) (
    input  wire           clk,
    input  wire           rst_n,
    input  wire           load_en,
    input  wire [1:0]     load_sel,
    input  wire [RES-1:0] load_val,
    output reg  [2:0]     pwm_out,
    output wire           period_start
);
    reg [RES-1:0] cnt;
    reg [RES-1:0] duty_shadow [0:2];
    reg [RES-1:0] duty_active [0:2];
    integer i;

    assign period_start = (cnt == {RES{1'b0}});

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt <= {RES{1'b0}};
            pwm_out <= 3'b000;
            for (i = 0; i < 3; i = i + 1) begin
                duty_shadow[i] <= {RES{1'b0}};
                duty_active[i] <= {RES{1'b0}};
            end
        end else begin
            cnt <= cnt + 1'b1;
            if (load_en && load_sel != 2'b11)
                duty_shadow[load_sel] <= load_val;
            if (period_start)
                for (i = 0; i < 3; i = i + 1)
                    duty_active[i] <= duty_shadow[i];
            for (i = 0; i < 3; i = i + 1)
                pwm_out[i] <= (cnt < duty_active[i]);
        end
    end
endmodule
