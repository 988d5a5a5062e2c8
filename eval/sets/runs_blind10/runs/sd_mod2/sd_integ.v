// sd_integ -- saturating accumulator stage for sd_mod2: acc <= clamp(acc + in_val).
module sd_integ (
    input                    clk,
    input                    rst,
    input  signed [15:0]     in_val,
    output reg signed [15:0] acc
);
    wire signed [16:0] sum = acc + in_val;
    always @(posedge clk) begin
        if (rst)
            acc <= 16'sd0;
        else if (sum > 17'sd32767)
            acc <= 16'sh7fff;
        else if (sum < -17'sd32768)
            acc <= 16'sh8000;
        else
            acc <= sum[15:0];
    end
endmodule
