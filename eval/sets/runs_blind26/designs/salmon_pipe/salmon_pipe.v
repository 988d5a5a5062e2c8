// Three-stage pipelined sum of four 8-bit samples built from reusable adder-register submodules (kept hierarchical).
module salmon_addreg #(parameter W = 8) (
    input  wire         clk,
    input  wire [W-1:0] x,
    input  wire [W-1:0] y,
    output reg  [W:0]   s
);
    always @(posedge clk) s <= x + y;
endmodule

module salmon_delay #(parameter W = 8) (
    input  wire         clk,
    input  wire [W-1:0] d,
    output reg  [W-1:0] q
);
    always @(posedge clk) q <= d;
endmodule

module salmon_pipe (
    input  wire        clk,
    input  wire [7:0]  s0, s1, s2, s3,
    input  wire        vin,
    output wire [10:0] total,
    output wire        vout
);
    wire [8:0] p01, p23;
    wire [9:0] p0123;
    wire [2:0] vpipe;

    salmon_addreg #(.W(8)) u_a01 (.clk(clk), .x(s0), .y(s1), .s(p01));
    salmon_addreg #(.W(8)) u_a23 (.clk(clk), .x(s2), .y(s3), .s(p23));
    salmon_addreg #(.W(9)) u_a4  (.clk(clk), .x(p01), .y(p23), .s(p0123));
    salmon_delay  #(.W(10)) u_out (.clk(clk), .d(p0123), .q(total[9:0]));
    assign total[10] = 1'b0;

    salmon_delay #(.W(1)) u_v0 (.clk(clk), .d(vin),      .q(vpipe[0]));
    salmon_delay #(.W(1)) u_v1 (.clk(clk), .d(vpipe[0]), .q(vpipe[1]));
    salmon_delay #(.W(1)) u_v2 (.clk(clk), .d(vpipe[1]), .q(vpipe[2]));
    assign vout = vpipe[2];
endmodule
