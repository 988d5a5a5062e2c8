// Bresenham line stepper for a small display engine (first octant
// normalised by the caller: dx >= dy >= 0).  Emits one pixel per cycle.
module bresenham_line (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] x0,
    input  wire [7:0] y0,
    input  wire [7:0] dx,
    input  wire [7:0] dy,
    output reg  [7:0] px,
    output reg  [7:0] py,
    output reg        pix_vld,
    output reg        busy
);
    reg signed [9:0] err;
    reg        [7:0] left;

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0; pix_vld <= 1'b0;
            px <= 8'd0; py <= 8'd0; err <= 10'sd0; left <= 8'd0;
        end else if (start && !busy) begin
            busy    <= 1'b1;
            pix_vld <= 1'b1;
            px      <= x0;
            py      <= y0;
            err     <= $signed({2'b00, dy, 1'b0}) - $signed({2'b00, dx});
            left    <= dx;
        end else if (busy) begin
            if (left == 8'd0) begin
                busy    <= 1'b0;
                pix_vld <= 1'b0;
            end else begin
                px   <= px + 8'd1;
                left <= left - 8'd1;
                if (err > 0) begin
                    py  <= py + 8'd1;
                    err <= err + $signed({1'b0, dy, 1'b0}) - $signed({1'b0, dx, 1'b0});
                end else
                    err <= err + $signed({1'b0, dy, 1'b0});
            end
        end
    end
endmodule
