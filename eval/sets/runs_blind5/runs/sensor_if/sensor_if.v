// Sensor front-end: samples a 10-bit ADC word, averages two samples,
// and flags thresholds. Written in a hurry; has several lint issues.
module sat_add (
    input  [9:0] a,
    input  [9:0] b,
    output [9:0] y
);
    wire [10:0] s = a + b;
    assign y = s[10] ? 10'h3FF : s[9:0];
endmodule

module sensor_if (
    input            clk,
    input            rst_n,
    input      [9:0] adc_data,
    input            adc_valid,
    input      [9:0] thr_hi,
    input      [9:0] thr_lo,
    output reg [9:0] avg_out,
    output reg       alarm_hi,
    output reg       alarm_lo,
    output     [3:0] status
);
    reg  [9:0] s0, s1;
    wire [9:0] pair_sum;
    wire [7:0] half_sum;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            s0 <= 10'd0; s1 <= 10'd0;
        end else if (adc_valid) begin
            s0 <= adc_data; s1 <= s0;
        end

    // half_sum is only 8 bits wide but connected to a 10-bit port
    sat_add u_add (.a(s0 >> 1), .b(s1 >> 1), .y(half_sum));

    // sample_ok is never declared
    assign sample_ok = adc_valid & rst_n;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            avg_out <= 10'd0; alarm_hi <= 1'b0; alarm_lo <= 1'b0;
        end else if (sample_ok) begin
            avg_out  <= half_sum;
            alarm_hi <= (half_sum > thr_hi);
            alarm_lo <= (half_sum < thr_lo);
        end

    // status[0] driven twice, status[3] never driven
    assign status[1:0] = {alarm_lo, alarm_hi};
    assign status[2]   = alarm_hi | alarm_lo;
    assign status[0]   = sample_ok;
endmodule
