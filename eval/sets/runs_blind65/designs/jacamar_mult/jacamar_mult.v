// jacamar_mult: 8x8 unsigned multiplier with registered inputs and a registered 16-bit product.
// Ports: clk, a[7:0], b[7:0] -> p[15:0]. One-cycle combinational multiply between the registers.
module jacamar_mult (
    input  wire        clk,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output reg  [15:0] p
);
    reg [7:0] a_r, b_r;
    always @(posedge clk) begin
        a_r <= a;
        b_r <= b;
        p   <= a_r * b_r;
    end
endmodule

// jacamar_wrap is a thin alias kept for the old top name used by the board files.
module jacamar_wrap (
    input  wire        clk,
    input  wire [7:0]  x,
    input  wire [7:0]  y,
    output wire [15:0] prod
);
    jacamar_mult u_mult (.clk(clk), .a(x), .b(y), .p(prod));
endmodule
