// beaver_mac: signed multiply-accumulate unit for a small FIR datapath
// Parameters: W (operand width, default 8), ACC_W (accumulator width, default 20)
// Ports: clk, rst_n (async low), clr (sync clear of the accumulator), en, a, b (signed), acc (signed), ovf (sticky overflow)
// acc <= acc + a*b when en; the product is registered first (2-stage pipe).
module beaver_mac #(
    parameter W     = 8,
    parameter ACC_W = 20
) (
    input  wire                     clk,
    input  wire                     rst_n,
    input  wire                     clr,
    input  wire                     en,
    input  wire signed [W-1:0]      a,
    input  wire signed [W-1:0]      b,
    output reg  signed [ACC_W-1:0]  acc,
    output reg                      ovf
);
    reg signed [2*W-1:0] prod;
    reg                  prod_vld;

    wire signed [ACC_W-1:0] prod_ext = {{(ACC_W-2*W){prod[2*W-1]}}, prod};
    wire signed [ACC_W-1:0] sum      = acc + prod_ext;
    // signed overflow: both operands same sign, result sign differs
    wire ovf_now = (acc[ACC_W-1] == prod_ext[ACC_W-1]) && (sum[ACC_W-1] != acc[ACC_W-1]);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            prod     <= {2*W{1'b0}};
            prod_vld <= 1'b0;
        end else begin
            prod     <= a * b;
            prod_vld <= en;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            acc <= {ACC_W{1'b0}};
            ovf <= 1'b0;
        end else if (clr) begin
            acc <= {ACC_W{1'b0}};
            ovf <= 1'b0;
        end else if (prod_vld) begin
            acc <= sum;
            ovf <= ovf | ovf_now;
        end
    end
endmodule
