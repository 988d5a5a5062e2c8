// wolverine_sat: signed saturating accumulator (12-bit), adds a signed 8-bit sample per valid cycle
// and clamps to [-2048, 2047]. clear resets the sum. sat_flag is set on any clamp.
module wolverine_sat (
    input  wire               clk,
    input  wire               rst,
    input  wire               clear,
    input  wire               valid,
    input  wire        [7:0]  sample,   // two's complement sample
    output reg  signed [11:0] acc,
    output reg                sat_flag
);
    localparam signed [12:0] MAXV = 13'sd2047;
    localparam signed [12:0] MINV = -13'sd2048;

    wire signed [12:0] sum = acc + sample;

    always @(posedge clk) begin
        if (rst || clear) begin
            acc <= 12'sd0;
            sat_flag <= 1'b0;
        end else if (valid) begin
            if (sum > MAXV) begin
                acc <= MAXV[11:0];
                sat_flag <= 1'b1;
            end else if (sum < MINV) begin
                acc <= MINV[11:0];
                sat_flag <= 1'b1;
            end else begin
                acc <= sum[11:0];
            end
        end
    end
endmodule
