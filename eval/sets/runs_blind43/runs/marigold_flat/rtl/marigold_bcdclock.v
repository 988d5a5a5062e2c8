// marigold_bcdclock: MM:SS digital clock built from four cascaded BCD digit counters
// (sub-module marigold_digit) and a 1 Hz tick prescaler (sub-module marigold_tick).
// Ports: clk, rst, run, sec_lo[3:0], sec_hi[3:0], min_lo[3:0], min_hi[3:0].
module marigold_tick #(parameter DIV = 50) (
    input  wire clk,
    input  wire rst,
    input  wire en,
    output wire tick
);
    reg [$clog2(DIV)-1:0] c;
    assign tick = en && (c == DIV - 1);
    always @(posedge clk)
        if (rst || tick) c <= 0;
        else if (en)     c <= c + 1'b1;
endmodule

module marigold_digit #(parameter MAX = 9) (
    input  wire       clk,
    input  wire       rst,
    input  wire       inc,
    output reg  [3:0] q,
    output wire       carry
);
    assign carry = inc && (q == MAX);
    always @(posedge clk)
        if (rst)        q <= 4'd0;
        else if (carry) q <= 4'd0;
        else if (inc)   q <= q + 4'd1;
endmodule

module marigold_bcdclock (
    input  wire       clk,
    input  wire       rst,
    input  wire       run,
    output wire [3:0] sec_lo,
    output wire [3:0] sec_hi,
    output wire [3:0] min_lo,
    output wire [3:0] min_hi
);
    wire t, c0, c1, c2, c3;
    marigold_tick  #(.DIV(50)) u_tick (.clk(clk), .rst(rst), .en(run), .tick(t));
    marigold_digit #(.MAX(9))  u_s0   (.clk(clk), .rst(rst), .inc(t),  .q(sec_lo), .carry(c0));
    marigold_digit #(.MAX(5))  u_s1   (.clk(clk), .rst(rst), .inc(c0), .q(sec_hi), .carry(c1));
    marigold_digit #(.MAX(9))  u_m0   (.clk(clk), .rst(rst), .inc(c1), .q(min_lo), .carry(c2));
    marigold_digit #(.MAX(5))  u_m1   (.clk(clk), .rst(rst), .inc(c2), .q(min_hi), .carry(c3));
endmodule
