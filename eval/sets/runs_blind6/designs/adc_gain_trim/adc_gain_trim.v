// ADC sample gain trim. The gain multiplier was widened to 10-bit samples
// but the top level still carries 8-bit samples and a 12-bit result bus.
module trim_mul (
    input  wire [9:0]  sample,
    input  wire [5:0]  gain,
    output wire [15:0] scaled
);
    assign scaled = sample * gain;
endmodule

module adc_gain_trim (
    input  wire        clk,
    input  wire [7:0]  adc_raw,
    input  wire [5:0]  gain_code,
    output reg  [11:0] adc_trim
);
    reg  [7:0]  raw_q;
    wire [11:0] mul_out;

    trim_mul u_trim (.sample(raw_q), .gain(gain_code), .scaled(mul_out));

    always @(posedge clk) begin
        raw_q    <= adc_raw;
        adc_trim <= mul_out;
    end
endmodule
