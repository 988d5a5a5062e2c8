// chan_mix: one colour channel of an alpha blender
// out = (fg*alpha + bg*(255-alpha)) >> 8, registered
module chan_mix (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] fg,
    input  wire [7:0] bg,
    input  wire [7:0] alpha,
    output reg  [7:0] mixed
);
    wire [15:0] p_fg = fg * alpha;
    wire [15:0] p_bg = bg * (8'd255 - alpha);
    wire [16:0] sum  = p_fg + p_bg;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            mixed <= 8'd0;
        else
            mixed <= sum[15:8];
    end
endmodule
