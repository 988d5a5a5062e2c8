// Battery voltage monitor: averages ADC readings and raises low/critical flags with hysteresis (filter block lives elsewhere).
module vbat_mon (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        adc_vld,
    input  wire [11:0] adc_mv,
    input  wire [11:0] low_th,
    input  wire [11:0] crit_th,
    output reg         vbat_low,
    output reg         vbat_crit,
    output wire [11:0] vbat_avg
);
    wire        avg_vld;

    // 8-sample moving average, supposed to come from the shared filter library
    vbat_filt #(.DEPTH(8)) u_filt (
        .clk    (clk),
        .rst_n  (rst_n),
        .in_vld (adc_vld),
        .din    (adc_mv),
        .dout   (vbat_avg),
        .out_vld(avg_vld)
    );

    localparam [11:0] HYST = 12'd50;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            vbat_low  <= 1'b0;
            vbat_crit <= 1'b0;
        end else if (avg_vld) begin
            if (vbat_avg < low_th)
                vbat_low <= 1'b1;
            else if (vbat_avg > low_th + HYST)
                vbat_low <= 1'b0;
            if (vbat_avg < crit_th)
                vbat_crit <= 1'b1;
            else if (vbat_avg > crit_th + HYST)
                vbat_crit <= 1'b0;
        end
    end
endmodule
