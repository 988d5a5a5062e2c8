// talus_mac: signed 8x8 multiply-accumulate with a 20-bit accumulator and saturation flag.
// Top talus_mac registers the operands, uses the sub-module talus_mul (talus_mul.v) for the
// product and accumulates on every valid cycle; clear zeroes the accumulator.
module talus_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               clear,
    input  wire               valid,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [19:0] acc,
    output reg                ovf
);
    reg signed [7:0] a_q, b_q;
    reg              v_q;
    wire signed [15:0] prod;

    talus_mul u_mul (.x(a_q), .y(b_q), .p(prod));

    wire signed [20:0] sum = {acc[19], acc} + {{5{prod[15]}}, prod};

    always @(posedge clk) begin
        if (rst) begin
            a_q <= 0; b_q <= 0; v_q <= 1'b0;
            acc <= 0; ovf <= 1'b0;
        end else begin
            a_q <= a;
            b_q <= b;
            v_q <= valid;
            if (clear) begin
                acc <= 0;
                ovf <= 1'b0;
            end else if (v_q) begin
                acc <= sum[19:0];
                if (sum[20] != sum[19])
                    ovf <= 1'b1;
            end
        end
    end
endmodule
