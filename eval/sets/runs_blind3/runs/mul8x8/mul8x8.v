// mul8x8: registered unsigned 8x8 multiplier with a 16-bit accumulator stage.
module mul8x8 (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output reg  [15:0] p
);
    reg [7:0] a_q, b_q;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            a_q <= 8'd0;
            b_q <= 8'd0;
            p   <= 16'd0;
        end else begin
            a_q <= a;
            b_q <= b;
            p   <= a_q * b_q;
        end
    end
endmodule
