// mango_mul: 10x10 unsigned multiplier with registered operands; result sampled every other cycle
module mango_mul (
    input  wire        clk,
    input  wire        rst,
    input  wire        go,
    input  wire [9:0]  x,
    input  wire [9:0]  y,
    output reg  [19:0] p,
    output reg         p_valid
);
    reg [9:0] xr, yr;
    reg       phase;   // products are only captured when phase == 1

    always @(posedge clk) begin
        if (rst) begin
            phase <= 1'b0; p_valid <= 1'b0; xr <= 10'd0; yr <= 10'd0; p <= 20'd0;
        end else begin
            p_valid <= 1'b0;
            if (go && !phase) begin
                xr <= x; yr <= y; phase <= 1'b1;
            end else if (phase) begin
                p <= xr * yr;
                p_valid <= 1'b1;
                phase <= 1'b0;
            end
        end
    end
endmodule
