// sphalerite_prescale: free-running W-bit prescaler, tick is high for one cycle every 2**W cycles
module sphalerite_prescale #(
    parameter W = 4
) (
    input  wire clk,
    input  wire rst,
    output wire tick
);
    reg [W-1:0] c;
    always @(posedge clk)
        if (rst) c <= {W{1'b0}};
        else     c <= c + 1'b1;
    assign tick = &c;
endmodule
