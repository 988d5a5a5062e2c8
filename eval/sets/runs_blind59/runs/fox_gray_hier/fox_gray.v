// fox_gray: 6-bit Gray-code counter built from a binary counter and a bin2gray sub-module
// sub-modules: fox_bincnt (binary counter with enable), fox_b2g (binary to Gray converter)
module fox_bincnt #(parameter N = 6) (
    input  wire         clk,
    input  wire         rst,
    input  wire         en,
    output reg  [N-1:0] q
);
    always @(posedge clk)
        if (rst) q <= {N{1'b0}};
        else if (en) q <= q + 1'b1;
endmodule

module fox_b2g #(parameter N = 6) (
    input  wire [N-1:0] b,
    output wire [N-1:0] g
);
    assign g = b ^ (b >> 1);
endmodule

module fox_gray (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    output reg  [5:0] gray
);
    wire [5:0] bin, g;
    fox_bincnt #(.N(6)) u_cnt (.clk(clk), .rst(rst), .en(en), .q(bin));
    fox_b2g    #(.N(6)) u_b2g (.b(bin), .g(g));
    always @(posedge clk) gray <= g;
endmodule
