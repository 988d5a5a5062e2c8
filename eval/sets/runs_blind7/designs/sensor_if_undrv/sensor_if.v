// temperature sensor interface: calibration offset never hooked up
module sensor_if (
    input  wire        clk,
    input  wire        sample,
    input  wire [9:0]  adc_code,
    input  wire [9:0]  thresh,
    input  wire        test_mode,
    output reg  [9:0]  temp_out,
    output reg         over_temp
);
    wire [9:0] cal_offset;
    wire [9:0] corrected = adc_code + cal_offset;
    always @(posedge clk) begin
        if (sample) begin
            temp_out  <= corrected;
            over_temp <= (corrected > thresh);
        end
    end
endmodule
