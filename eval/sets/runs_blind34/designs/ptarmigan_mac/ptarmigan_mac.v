// ptarmigan_mac: signed 8x8 multiply-accumulate with 20-bit accumulator and saturation flag
module ptarmigan_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               en,
    input  wire               clr,
    input  wire signed [7:0]  x,
    input  wire signed [7:0]  w,
    output reg  signed [19:0] acc,
    output reg                sat
);
    reg  signed [7:0]  xr, wr_q;
    reg                en_r, clr_r;
    wire signed [15:0] prod = xr * wr_q;
    wire signed [20:0] sum  = acc + prod;

    always @(posedge clk) begin
        if (rst) begin
            xr <= 0; wr_q <= 0; en_r <= 1'b0; clr_r <= 1'b0;
        end else begin
            xr    <= x;
            wr_q  <= w;
            en_r  <= en;
            clr_r <= clr;
        end
    end

    always @(posedge clk) begin
        if (rst || clr_r) begin
            acc <= 0;
            sat <= 1'b0;
        end else if (en_r) begin
            if (sum > 21'sd524287) begin
                acc <= 20'sd524287;
                sat <= 1'b1;
            end else if (sum < -21'sd524288) begin
                acc <= -20'sd524288;
                sat <= 1'b1;
            end else
                acc <= sum[19:0];
        end
    end
endmodule
