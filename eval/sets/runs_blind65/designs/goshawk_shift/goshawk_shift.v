// goshawk_shift: 4-stage, 8-bit delay line with per-stage bypass, built from
// goshawk_stage cells (defined in goshawk_stage.v next to this file).
// Ports: clk, rst, bypass[3:0], din[7:0] -> dout[7:0], taps[31:0].
module goshawk_shift (
    input  wire        clk,
    input  wire        rst,
    input  wire [3:0]  bypass,
    input  wire [7:0]  din,
    output wire [7:0]  dout,
    output wire [31:0] taps
);
    wire [7:0] s0, s1, s2, s3;

    goshawk_stage u0 (.clk(clk), .rst(rst), .bypass(bypass[0]), .d(din), .q(s0));
    goshawk_stage u1 (.clk(clk), .rst(rst), .bypass(bypass[1]), .d(s0),  .q(s1));
    goshawk_stage u2 (.clk(clk), .rst(rst), .bypass(bypass[2]), .d(s1),  .q(s2));
    goshawk_stage u3 (.clk(clk), .rst(rst), .bypass(bypass[3]), .d(s2),  .q(s3));

    assign dout = s3;
    assign taps = {s3, s2, s1, s0};
endmodule
