// Second-order sigma-delta DAC modulator for an audio PWM output.
// Two integrator stages are separate modules so the team can swap them.
module sd_integrator #(
    parameter W = 14
) (
    input  wire                clk,
    input  wire                rst_n,
    input  wire                en,
    input  wire signed [W-1:0] in_a,
    input  wire signed [W-1:0] in_b,
    output reg  signed [W-1:0] acc
);
    always @(posedge clk or negedge rst_n)
        if (!rst_n)  acc <= {W{1'b0}};
        else if (en) acc <= acc + in_a - in_b;
endmodule

module sd_quant #(
    parameter W = 14
) (
    input  wire signed [W-1:0] acc,
    output wire                bit_out,
    output wire signed [W-1:0] fb
);
    assign bit_out = ~acc[W-1];
    assign fb      = bit_out ? {2'b00, {(W-2){1'b1}}} : {2'b11, {(W-2){1'b0}}};
endmodule

module sigdelta_top (
    input  wire              clk,
    input  wire              rst_n,
    input  wire              en,
    input  wire signed [11:0] sample,
    output reg               pdm_out
);
    wire signed [13:0] s_ext = {{2{sample[11]}}, sample};
    wire signed [13:0] i1, i2, fb;
    wire               b;

    sd_integrator #(.W(14)) u_int1 (.clk(clk), .rst_n(rst_n), .en(en), .in_a(s_ext), .in_b(fb), .acc(i1));
    sd_integrator #(.W(14)) u_int2 (.clk(clk), .rst_n(rst_n), .en(en), .in_a(i1),    .in_b(fb), .acc(i2));
    sd_quant      #(.W(14)) u_q    (.acc(i2), .bit_out(b), .fb(fb));

    always @(posedge clk or negedge rst_n)
        if (!rst_n)  pdm_out <= 1'b0;
        else if (en) pdm_out <= b;
endmodule
