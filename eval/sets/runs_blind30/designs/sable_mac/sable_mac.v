// sable_mac: signed 8x8 multiply-accumulate; operands are held stable for two cycles (multicycle path)
module sable_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               clear,
    input  wire               step,     // asserted every second cycle
    input  wire signed [7:0]  x,
    input  wire signed [7:0]  w,
    output reg  signed [19:0] acc,
    output reg                ovf
);
    wire signed [15:0] p   = x * w;
    wire signed [20:0] sum = {acc[19], acc} + {{5{p[15]}}, p};

    always @(posedge clk) begin
        if (rst || clear) begin
            acc <= 20'sd0;
            ovf <= 1'b0;
        end else if (step) begin
            acc <= sum[19:0];
            if (sum[20] != sum[19])
                ovf <= 1'b1;
        end
    end
endmodule
