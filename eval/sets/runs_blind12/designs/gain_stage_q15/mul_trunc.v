// Unsigned AW x BW multiplier, registered product
module mul_trunc #(parameter AW = 12, BW = 12) (
    input                    clk,
    input      [AW-1:0]      a,
    input      [BW-1:0]      b,
    output reg [AW+BW-1:0]   p
);
    always @(posedge clk)
        p <= a * b;
endmodule
