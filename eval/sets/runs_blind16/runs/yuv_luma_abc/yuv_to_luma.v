// RGB888 to luma (BT.601-ish): Y = (77 R + 150 G + 29 B + 128) >> 8.
// Inputs are captured when in_vld is high (a new pixel at most every other
// clock).  The weighted sum is registered two clocks after the capture
// (ph1 -> ph2), so the multiply-add path from the input registers to y has
// two clocks to settle.
module yuv_to_luma (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       in_vld,
    input  wire [7:0] r,
    input  wire [7:0] g,
    input  wire [7:0] b,
    output reg  [7:0] y,
    output reg        y_vld
);
    reg  [7:0]  r_q, g_q, b_q;
    reg         ph1, ph2;
    wire [15:0] sum = 8'd77 * r_q + 8'd150 * g_q + 8'd29 * b_q + 16'd128;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            r_q <= 8'd0; g_q <= 8'd0; b_q <= 8'd0;
            ph1 <= 1'b0;
            ph2 <= 1'b0;
        end else begin
            ph1 <= in_vld;
            ph2 <= ph1;
            if (in_vld) begin
                r_q <= r; g_q <= g; b_q <= b;
            end
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            y     <= 8'd0;
            y_vld <= 1'b0;
        end else begin
            y_vld <= ph2;
            if (ph2)
                y <= sum[15:8];
        end
    end
endmodule
