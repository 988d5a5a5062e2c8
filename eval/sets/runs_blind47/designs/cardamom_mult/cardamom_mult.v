// cardamom_mult: 8x8 unsigned multiplier with registered inputs and a registered 16-bit product
// (one pipeline stage in, one out). Used for a clock-period sweep.
module cardamom_mult (
    input  wire        clk,
    input  wire        rst,
    input  wire        in_valid,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output reg  [15:0] p,
    output reg         out_valid
);
    reg [7:0] a_q, b_q;
    reg       v_q;

    always @(posedge clk) begin
        if (rst) begin
            a_q <= 8'd0;
            b_q <= 8'd0;
            v_q <= 1'b0;
            p   <= 16'd0;
            out_valid <= 1'b0;
        end else begin
            a_q <= a;
            b_q <= b;
            v_q <= in_valid;
            p   <= a_q * b_q;
            out_valid <= v_q;
        end
    end
endmodule
