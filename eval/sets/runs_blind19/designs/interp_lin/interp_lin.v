// Linear interpolator between two table points: y = a + (b-a)*frac.
// The multiply gets two cycles: inputs are held for a cycle and the
// result is captured only on the 'cap' phase.
module interp_lin #(
    parameter W = 8,     // sample width
    parameter F = 4      // fraction bits
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         go,
    input  wire [W-1:0] pa,
    input  wire [W-1:0] pb,
    input  wire [F-1:0] frac,
    output reg  [W-1:0] y,
    output reg          y_vld
);
    reg [W-1:0] a_r, b_r;
    reg [F-1:0] f_r;
    reg         phase;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            a_r <= 0; b_r <= 0; f_r <= 0; phase <= 1'b0;
        end else if (go && !phase) begin
            a_r <= pa; b_r <= pb; f_r <= frac; phase <= 1'b1;
        end else if (phase) begin
            phase <= 1'b0;
        end

    wire signed [W:0]     diff = {1'b0, b_r} - {1'b0, a_r};
    wire signed [W+F+1:0] prod = diff * $signed({1'b0, f_r});
    wire        [W-1:0]   yn   = a_r + prod[W+F-1:F];

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            y <= 0; y_vld <= 1'b0;
        end else begin
            y_vld <= phase;
            if (phase) y <= yn;
        end
endmodule
