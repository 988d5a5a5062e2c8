// elm_top: checksum accumulator top; instantiates elm_core, which lives in a file that was not checked in
module elm_acc (
    input  wire        clk,
    input  wire        clr,
    input  wire        en,
    input  wire [7:0]  d,
    output reg  [15:0] sum
);
    always @(posedge clk)
        if (clr)     sum <= 16'd0;
        else if (en) sum <= sum + {8'd0, d};
endmodule

module elm_top (
    input  wire        clk,
    input  wire        clr,
    input  wire        en,
    input  wire [7:0]  din,
    output wire [15:0] sum,
    output wire [7:0]  folded
);
    wire [7:0] cooked;
    elm_core u_core (.clk(clk), .din(din), .dout(cooked));
    elm_acc  u_acc  (.clk(clk), .clr(clr), .en(en), .d(cooked), .sum(sum));
    assign folded = sum[15:8] + sum[7:0];
endmodule
