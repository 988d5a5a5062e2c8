// Programmable gain stage: 12-bit sample times a gain word, product
// truncated and clipped to 12 bits. The gain register only changes when the
// channel is idle, and samples arrive every other clock (smp_vld).
module gain_stage_q15 (
    input             clk,
    input             rst,
    input             gain_we,
    input      [9:0]  gain_in,
    input             smp_vld,
    input      [11:0] smp,
    output reg [11:0] out,
    output reg        clip
);
    reg  [9:0]  gain_r;      // only 10 bits kept
    reg  [11:0] smp_r;
    wire [19:0] prod;        // narrower than the 24-bit multiplier output

    always @(posedge clk)
        if (rst)          gain_r <= 10'd256;
        else if (gain_we) gain_r <= gain_in;

    always @(posedge clk)
        if (smp_vld) smp_r <= smp;

    mul_trunc #(.AW(12), .BW(12)) u_mul (
        .clk (clk),
        .a   (smp_r),
        .b   (gain_r),
        .p   (prod)
    );

    // gain is unsigned Q2.8: product >> 8, clipped to the DAC limit 4000
    always @(posedge clk) begin
        if (rst) begin
            out  <= 12'd0;
            clip <= 1'b0;
        end else if (prod[19:8] > 12'd4000) begin
            out  <= 12'd4000;
            clip <= 1'b1;
        end else begin
            out  <= prod[19:8];
            clip <= 1'b0;
        end
    end
endmodule
