// sandpiper_mac: signed 8x8 multiply-accumulate with a registered product stage
// and a 20-bit saturating accumulator.
// Ports: in_valid qualifies a_in/b_in; clear zeroes the accumulator (takes priority);
// acc_out is the accumulator, sat_flag sticks high once the accumulator has saturated.
module sandpiper_mac (
    input  wire               clk,
    input  wire               rst_n,
    input  wire               clear,
    input  wire               in_valid,
    input  wire signed [7:0]  a_in,
    input  wire signed [7:0]  b_in,
    output reg  signed [19:0] acc_out,
    output reg                sat_flag
);
    localparam signed [19:0] ACC_MAX = 20'sh7FFFF;
    localparam signed [19:0] ACC_MIN = -20'sh80000;

    // stage 1: product register
    reg signed [15:0] prod;
    reg               prod_valid;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            prod       <= 16'sd0;
            prod_valid <= 1'b0;
        end else begin
            prod       <= a_in * b_in;
            prod_valid <= in_valid;
        end
    end

    // stage 2: accumulate with saturation
    wire signed [20:0] sum = acc_out + prod;
    wire ovf_pos = (sum > ACC_MAX);
    wire ovf_neg = (sum < ACC_MIN);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            acc_out  <= 20'sd0;
            sat_flag <= 1'b0;
        end else if (clear) begin
            acc_out  <= 20'sd0;
            sat_flag <= 1'b0;
        end else if (prod_valid) begin
            if (ovf_pos) begin
                acc_out  <= ACC_MAX;
                sat_flag <= 1'b1;
            end else if (ovf_neg) begin
                acc_out  <= ACC_MIN;
                sat_flag <= 1'b1;
            end else begin
                acc_out  <= sum[19:0];
            end
        end
    end
endmodule
