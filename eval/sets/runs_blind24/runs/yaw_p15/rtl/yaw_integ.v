// Gyro yaw integrator: scales a signed 16-bit rate by a 12-bit gain and accumulates heading in one cycle, with wrap at 360 deg.
module yaw_integ (
    input  wire               clk,
    input  wire               rst_n,
    input  wire               rate_vld,
    input  wire signed [15:0] rate,      // deg/s, Q8.8
    input  wire        [11:0] gain,      // dt scaling, unsigned Q0.12
    input  wire               zero_req,
    output reg         [23:0] heading,   // Q9.15, 0 .. 360 deg
    output reg                wrapped
);
    localparam [23:0] FULL_TURN = 24'd360 << 15;

    wire signed [28:0] delta_full = rate * $signed({1'b0, gain});
    wire signed [24:0] delta      = delta_full[28:4];
    wire signed [25:0] sum        = $signed({2'b00, heading}) + delta;

    reg  [23:0] next_heading;
    reg         next_wrap;

    always @(*) begin
        next_wrap = 1'b0;
        if (sum < 0) begin
            next_heading = sum[23:0] + FULL_TURN;
            next_wrap    = 1'b1;
        end else if (sum >= $signed({2'b00, FULL_TURN})) begin
            next_heading = sum[23:0] - FULL_TURN;
            next_wrap    = 1'b1;
        end else begin
            next_heading = sum[23:0];
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            heading <= 24'd0;
            wrapped <= 1'b0;
        end else if (zero_req) begin
            heading <= 24'd0;
            wrapped <= 1'b0;
        end else if (rate_vld) begin
            heading <= next_heading;
            wrapped <= next_wrap;
        end
    end
endmodule
