// dotprod4_pipe -- four-lane signed dot product, a.b = sum(a[i]*b[i]), i = 0..3
// Stage 0: operand registers (a_q / b_q), loaded when in_valid is high.
// Stage 1: four 8x8 signed products (prod0..prod3).
// Stage 2: two partial sums; stage 3: the final 18-bit sum on dot.
// A valid bit travels beside the data so the caller sees dot_valid three
// cycles after the operands were taken.
module dotprod4_pipe (
    input  wire               clk,
    input  wire               rst,
    input  wire               in_valid,
    input  wire [31:0]        a_vec,
    input  wire [31:0]        b_vec,
    output reg  signed [17:0] dot,
    output reg                dot_valid
);
    reg [31:0] a_q, b_q;
    reg        v0, v1, v2;

    always @(posedge clk) begin
        if (rst) begin
            a_q <= 32'd0;
            b_q <= 32'd0;
            v0  <= 1'b0;
        end else begin
            v0 <= in_valid;
            if (in_valid) begin
                a_q <= a_vec;
                b_q <= b_vec;
            end
        end
    end

    // lane slices, signed
    wire signed [7:0] a0 = a_q[7:0];
    wire signed [7:0] a1 = a_q[15:8];
    wire signed [7:0] a2 = a_q[23:16];
    wire signed [7:0] a3 = a_q[31:24];
    wire signed [7:0] b0 = b_q[7:0];
    wire signed [7:0] b1 = b_q[15:8];
    wire signed [7:0] b2 = b_q[23:16];
    wire signed [7:0] b3 = b_q[31:24];

    reg signed [15:0] prod0, prod1, prod2, prod3;
    always @(posedge clk) begin
        if (rst) begin
            v1 <= 1'b0;
        end else begin
            v1 <= v0;
        end
        prod0 <= a0 * b0;
        prod1 <= a1 * b1;
        prod2 <= a2 * b2;
        prod3 <= a3 * b3;
    end

    reg signed [16:0] sum01, sum23;
    always @(posedge clk) begin
        if (rst)
            v2 <= 1'b0;
        else
            v2 <= v1;
        sum01 <= prod0 + prod1;
        sum23 <= prod2 + prod3;
    end

    always @(posedge clk) begin
        if (rst) begin
            dot       <= 18'sd0;
            dot_valid <= 1'b0;
        end else begin
            dot_valid <= v2;
            if (v2)
                dot <= sum01 + sum23;
        end
    end
endmodule
