// Thermistor linearizer: maps a 10-bit NTC ADC code to tenths of a degree with a 4-segment piecewise-linear fit.
module ntc_lin (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        sample_vld,
    input  wire [9:0]  adc_code,
    output reg  [11:0] temp_dC,
    output reg         temp_vld
);
    reg [11:0] base;
    reg [5:0]  slope;
    reg [7:0]  offs;

    always @(*) begin
        if (adc_code < 10'd256) begin
            base  = 12'd1250;
            slope = 6'd38;
            offs  = adc_code[7:0];
        end else if (adc_code < 10'd512) begin
            base  = 12'd900;
            slope = 6'd21;
            offs  = adc_code[7:0];
        end else if (adc_code < 10'd768) begin
            base  = 12'd620;
            slope = 6'd17
            offs  = adc_code[7:0];
        end else begin
            base  = 12'd300;
            slope = 6'd25;
            offs  = adc_code[7:0];
        end
    end

    wire [13:0] drop = slope * offs;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            temp_dC  <= 12'd0;
            temp_vld <= 1'b0;
        end else begin
            temp_vld <= sample_vld;
            if (sample_vld)
                temp_dC <= base - drop[13:4];
        end
    end
endmodule
