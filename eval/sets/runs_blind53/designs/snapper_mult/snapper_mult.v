// snapper_mult: 8x8 unsigned multiplier with registered inputs and a
// registered 16-bit product (two pipeline stages), plus a 20-bit accumulator
// enabled by acc_en (a small MAC for an audio gain stage).
module snapper_mult (
    input  wire        clk,
    input  wire        rst,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    input  wire        acc_en,
    output reg  [15:0] prod,
    output reg  [19:0] acc
);
    reg [7:0] a_r, b_r;
    always @(posedge clk) begin
        if (rst) begin
            a_r <= 8'd0; b_r <= 8'd0; prod <= 16'd0; acc <= 20'd0;
        end else begin
            a_r  <= a;
            b_r  <= b;
            prod <= a_r * b_r;
            if (acc_en) acc <= acc + prod;
        end
    end
endmodule
