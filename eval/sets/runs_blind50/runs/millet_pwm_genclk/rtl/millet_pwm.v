// millet_pwm: 4-channel PWM generator running from an internally divided tick clock.
// A divide-by-4 register (clk_div) derived from clk clocks the 8-bit PWM counter and the
// duty registers; in STA clk_div is declared as a generated clock.
// Ports: clk, rst_n, load, duty0..duty3[7:0] in; pwm_out[3:0] out.
module millet_pwm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       load,
    input  wire [7:0] duty0,
    input  wire [7:0] duty1,
    input  wire [7:0] duty2,
    input  wire [7:0] duty3,
    output reg  [3:0] pwm_out
);
    // clock divider: clk / 4
    reg [1:0] pre;
    reg       clk_div;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pre     <= 2'd0;
            clk_div <= 1'b0;
        end else begin
            pre <= pre + 1'b1;
            if (pre[0])
                clk_div <= ~clk_div;
        end
    end

    // duty registers are captured in the fast domain
    reg [7:0] d0, d1, d2, d3;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            d0 <= 8'd0; d1 <= 8'd0; d2 <= 8'd0; d3 <= 8'd0;
        end else if (load) begin
            d0 <= duty0; d1 <= duty1; d2 <= duty2; d3 <= duty3;
        end
    end

    // PWM counter and comparators in the divided domain
    reg [7:0] cnt;
    always @(posedge clk_div or negedge rst_n) begin
        if (!rst_n) begin
            cnt     <= 8'd0;
            pwm_out <= 4'b0000;
        end else begin
            cnt <= cnt + 1'b1;
            pwm_out[0] <= (cnt < d0);
            pwm_out[1] <= (cnt < d1);
            pwm_out[2] <= (cnt < d2);
            pwm_out[3] <= (cnt < d3);
        end
    end
endmodule
