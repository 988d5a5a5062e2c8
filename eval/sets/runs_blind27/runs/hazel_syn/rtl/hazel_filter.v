// Exponential smoothing filter y += (x - y) >> 2; this revision has a syntax error (missing semicolon).
module hazel_filter (
    input  wire        clk,
    input  wire        rst,
    input  wire [9:0]  x,
    output reg  [9:0]  y
);
    wire signed [10:0] diff;
    assign diff = $signed({1'b0, x}) - $signed({1'b0, y});

    always @(posedge clk) begin
        if (rst)
            y <= 10'd0
        else
            y <= y + (diff >>> 2);
    end

    // unused debug register kept for the bring-up board
    reg [3:0] dbg_cnt;
    always @(posedge clk)
        dbg_cnt <= dbg_cnt + 4'd1;
endmodule
