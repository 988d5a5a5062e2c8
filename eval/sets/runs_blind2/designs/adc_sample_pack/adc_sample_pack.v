// Packs 12-bit ADC samples into a scaled 8-bit stream with a saturation flag.
module sample_scaler (
    input  wire       clk,
    input  wire [9:0] raw,
    input  wire [2:0] gain,
    output reg  [15:0] scaled,
    output wire       sat
);
    always @(posedge clk)
        scaled <= raw * gain;

    assign sat = |scaled[15:12];
endmodule

module adc_sample_pack (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        sample_strobe,
    input  wire [11:0] adc_data,
    input  wire [3:0]  gain_sel,
    output reg  [7:0]  pack_out,
    output reg         pack_valid,
    output wire        clip
);
    wire [7:0] scaled_w;

    sample_scaler u_scale (
        .clk    (clk),
        .raw    (adc_data),
        .gain   (gain_sel),
        .scaled (scaled_w),
        .sat    (sat_flag)
    );

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pack_out   <= 8'h00;
            pack_valid <= 1'b0;
        end else begin
            pack_valid <= sample_strobe;
            if (sample_strobe)
                pack_out <= scaled_w;
        end
    end

    assign clip = sat_flag & pack_valid;
endmodule
