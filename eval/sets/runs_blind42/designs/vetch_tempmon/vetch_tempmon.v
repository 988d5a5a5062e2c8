// vetch_tempmon: temperature monitor top: 4-sample moving average of a 10-bit sensor code plus alarm thresholds
// Sub-modules live in their own files: vetch_avg4 (vetch_avg4.v) and vetch_thresh (vetch_thresh.v).
// alarm_hot / alarm_cold compare the averaged value with programmable limits with HYST codes of hysteresis.
module vetch_tempmon #(parameter HYST = 4) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       sample_valid,
    input  wire [9:0] sample,
    input  wire [9:0] hot_limit,
    input  wire [9:0] cold_limit,
    output wire [9:0] temp_avg,
    output wire       avg_valid,
    output wire       alarm_hot,
    output wire       alarm_cold
);
    vetch_avg4 u_avg (
        .clk(clk), .rst_n(rst_n),
        .in_valid(sample_valid), .din(sample),
        .out_valid(avg_valid), .dout(temp_avg)
    );

    vetch_thresh #(.HYST(HYST)) u_hot (
        .clk(clk), .rst_n(rst_n), .en(avg_valid),
        .value(temp_avg), .limit(hot_limit), .above(1'b1), .alarm(alarm_hot)
    );

    vetch_thresh #(.HYST(HYST)) u_cold (
        .clk(clk), .rst_n(rst_n), .en(avg_valid),
        .value(temp_avg), .limit(cold_limit), .above(1'b0), .alarm(alarm_cold)
    );
endmodule
