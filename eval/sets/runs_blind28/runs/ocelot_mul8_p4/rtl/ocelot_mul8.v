// Unsigned 8x8 multiplier with registered inputs and a registered 16-bit product.
module ocelot_mul8 (
    input  wire        clk,
    input  wire        en,
    input  wire [7:0]  x,
    input  wire [7:0]  y,
    output reg  [15:0] product
);
    reg [7:0] x_r;
    reg [7:0] y_r;

    always @(posedge clk) begin
        if (en) begin
            x_r <= x;
            y_r <= y;
        end
    end

    // single-cycle combinational multiply between the two register stages
    always @(posedge clk) begin
        product <= x_r * y_r;
    end
endmodule
