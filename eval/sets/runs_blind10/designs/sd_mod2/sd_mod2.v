// sd_mod2 -- second-order sigma-delta modulator (1-bit DAC front end).
// A 12-bit signed sample is turned into a single-bit stream whose density follows the
// sample value: two cascaded saturating integrators (sd_integ) accumulate the error
// between the input and the fed-back +/-full-scale value, and the sign of the second
// integrator is the output bit. The whole thing is flattened for synthesis.
module sd_mod2 (
    input                clk,
    input                rst,
    input  signed [11:0] sample,
    output reg           bit_out,
    output reg [7:0]     ones_cnt
);
    wire signed [15:0] fb   = bit_out ? 16'sd2047 : -16'sd2048;
    wire signed [15:0] x    = {{4{sample[11]}}, sample};
    wire signed [15:0] acc1, acc2;
    wire signed [15:0] e1   = x - fb;
    wire signed [15:0] e2   = acc1 - fb;

    sd_integ u_i1 (.clk(clk), .rst(rst), .in_val(e1), .acc(acc1));
    sd_integ u_i2 (.clk(clk), .rst(rst), .in_val(e2), .acc(acc2));

    always @(posedge clk) begin
        if (rst) begin
            bit_out  <= 1'b0;
            ones_cnt <= 8'd0;
        end else begin
            bit_out  <= ~acc2[15];
            if (~acc2[15])
                ones_cnt <= ones_cnt + 8'd1;
        end
    end
endmodule
