// Hierarchical three-tap moving-sum filter: a delay line submodule and an adder-tree submodule under one top.
module ginkgo_top #(parameter W = 8) (
    input  wire           clk,
    input  wire           rst,
    input  wire [W-1:0]   x,
    output wire [W+1:0]   y
);
    wire [W-1:0] t0, t1, t2;

    ginkgo_delay #(.W(W)) u_delay (
        .clk(clk), .rst(rst), .din(x),
        .tap0(t0), .tap1(t1), .tap2(t2)
    );

    ginkgo_sum3 #(.W(W)) u_sum (
        .clk(clk), .a(t0), .b(t1), .c(t2), .s(y)
    );
endmodule

module ginkgo_delay #(parameter W = 8) (
    input  wire         clk,
    input  wire         rst,
    input  wire [W-1:0] din,
    output reg  [W-1:0] tap0,
    output reg  [W-1:0] tap1,
    output reg  [W-1:0] tap2
);
    always @(posedge clk) begin
        if (rst) begin
            tap0 <= {W{1'b0}}; tap1 <= {W{1'b0}}; tap2 <= {W{1'b0}};
        end else begin
            tap0 <= din; tap1 <= tap0; tap2 <= tap1;
        end
    end
endmodule

module ginkgo_sum3 #(parameter W = 8) (
    input  wire         clk,
    input  wire [W-1:0] a,
    input  wire [W-1:0] b,
    input  wire [W-1:0] c,
    output reg  [W+1:0] s
);
    always @(posedge clk)
        s <= a + b + c;
endmodule
