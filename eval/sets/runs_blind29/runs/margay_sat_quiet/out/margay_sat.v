// margay_sat: signed 12-bit accumulator with saturation to +2047/-2048 and an overflow sticky bit
module margay_sat (
    input  wire               clk,
    input  wire               rst,
    input  wire               acc_en,
    input  wire signed [11:0] x_in,
    output reg  signed [11:0] acc,
    output reg                ovf_sticky
);
    wire signed [12:0] sum = acc + x_in;
    wire pos_ovf = (sum > 13'sd2047);
    wire neg_ovf = (sum < -13'sd2048);

    always @(posedge clk) begin
        if (rst) begin
            acc        <= 12'sd0;
            ovf_sticky <= 1'b0;
        end else if (acc_en) begin
            if (pos_ovf)
                acc <= 12'sd2047;
            else if (neg_ovf)
                acc <= -12'sd2048;
            else
                acc <= sum[11:0];
            if (pos_ovf | neg_ovf)
                ovf_sticky <= 1'b1;
        end
    end
endmodule
