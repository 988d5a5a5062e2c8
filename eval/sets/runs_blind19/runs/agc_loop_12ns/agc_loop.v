// Digital AGC: scales incoming samples by a gain word and nudges the gain
// toward a target magnitude once per valid sample.
module agc_loop #(
    parameter W  = 10,
    parameter GS = 3          // gain step
) (
    input  wire                clk,
    input  wire                rst_n,
    input  wire signed [W-1:0] din,
    input  wire                din_vld,
    input  wire        [W-1:0] target,
    output reg         [W-1:0] gain,
    output reg  signed [W-1:0] dout,
    output reg                 dout_vld
);
    wire signed [2*W:0] prod   = din * $signed({1'b0, gain});
    wire signed [W-1:0] scaled = prod[2*W-3:W-2];       // gain is Q2.(W-2)
    wire        [W-1:0] mag    = scaled[W-1] ? -scaled : scaled;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            gain     <= {2'b01, {(W-2){1'b0}}};           // unity
            dout     <= 0;
            dout_vld <= 1'b0;
        end else begin
            dout_vld <= din_vld;
            if (din_vld) begin
                dout <= scaled;
                if (mag > target && gain > GS)
                    gain <= gain - GS;
                else if (mag < target && gain < {W{1'b1}} - GS)
                    gain <= gain + GS;
            end
        end
    end
endmodule
