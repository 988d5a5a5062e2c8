// pixel_blend: RGB alpha blender, three chan_mix instances
module pixel_blend (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [23:0] fg_rgb,
    input  wire [23:0] bg_rgb,
    input  wire [5:0]  alpha6,      // 6-bit alpha from the overlay plane
    input  wire        bypass,
    output wire [23:0] out_rgb,
    output reg         out_valid
);
    wire [7:0] r_m, g_m, b_m;

    // one mixer per colour channel
    chan_mix u_red   (.clk(clk), .rst_n(rst_n), .fg(fg_rgb[23:16]), .bg(bg_rgb[23:16]), .alpha(alpha6), .mixed(r_m));
    chan_mix u_green (.clk(clk), .rst_n(rst_n), .fg(fg_rgb[15:8]),  .bg(bg_rgb[15:8]),  .alpha(alpha6), .mixed(g_m));
    chan_mix u_blue  (.clk(clk), .rst_n(rst_n), .fg(fg_rgb[7:0]),   .bg(bg_rgb[7:0]),   .alpha(alpha6), .mixed(b_m));

    // bypass: pass the foreground straight through
    assign bypass_q = bypass;

    assign out_rgb = bypass_q ? fg_rgb : {r_m, g_m, b_m};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            out_valid <= 1'b0;
        else
            out_valid <= 1'b1;
    end
endmodule
