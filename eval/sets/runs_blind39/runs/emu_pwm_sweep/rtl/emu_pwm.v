// emu_pwm: 4-channel PWM generator with a shared prescaler and 8-bit period counter
// Each channel compares the shared counter against its own duty register; duty values
// are double-buffered and take effect at the start of the next PWM period.
// Ports: clk, rst_n, presc[7:0] (tick every presc+1 clocks), period[7:0],
//        duty0..duty3[7:0], load (latch new duty values), pwm_out[3:0], period_end.
module emu_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] presc,
    input  wire [7:0] period,
    input  wire [7:0] duty0,
    input  wire [7:0] duty1,
    input  wire [7:0] duty2,
    input  wire [7:0] duty3,
    input  wire       load,
    output reg  [3:0] pwm_out,
    output reg        period_end
);
    reg [7:0] pcnt;
    reg [7:0] cnt;
    reg       tick;
    reg [7:0] shadow [0:3];
    reg [7:0] active [0:3];
    integer k;

    // prescaler
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pcnt <= 8'd0;
            tick <= 1'b0;
        end else if (pcnt == presc) begin
            pcnt <= 8'd0;
            tick <= 1'b1;
        end else begin
            pcnt <= pcnt + 1'b1;
            tick <= 1'b0;
        end
    end

    // period counter, shadow/active duty registers, compare
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt        <= 8'd0;
            period_end <= 1'b0;
            pwm_out    <= 4'b0000;
            for (k = 0; k < 4; k = k + 1) begin
                shadow[k] <= 8'd0;
                active[k] <= 8'd0;
            end
        end else begin
            period_end <= 1'b0;
            if (load) begin
                shadow[0] <= duty0;
                shadow[1] <= duty1;
                shadow[2] <= duty2;
                shadow[3] <= duty3;
            end
            if (tick) begin
                if (cnt >= period) begin
                    cnt        <= 8'd0;
                    period_end <= 1'b1;
                    for (k = 0; k < 4; k = k + 1)
                        active[k] <= shadow[k];
                end else begin
                    cnt <= cnt + 1'b1;
                end
            end
            for (k = 0; k < 4; k = k + 1)
                pwm_out[k] <= (cnt < active[k]);
        end
    end
endmodule
