// 8x8 multiply-accumulate, single cycle (no pipeline stage inside the multiplier)
module mac_pipe8 (
    input  wire        clk,
    input  wire        clr,
    input  wire [7:0]  x,
    input  wire [7:0]  w,
    output reg  [19:0] acc
);
    reg [7:0] xr, wr;
    always @(posedge clk) begin
        xr <= x;
        wr <= w;
        if (clr) acc <= 20'd0;
        else     acc <= acc + xr * wr;
    end
endmodule
