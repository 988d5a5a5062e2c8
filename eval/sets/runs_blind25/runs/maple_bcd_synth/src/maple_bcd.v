// Four-digit BCD lap timer built from cascaded decade-counter submodules, with a port width mismatch.
module maple_bcd (
    input  wire        clk,
    input  wire        rst,
    input  wire        tick,
    input  wire        lap,
    output wire [15:0] digits,
    output reg  [15:0] lap_q,
    output wire        ovf
);
    wire [3:0] c;
    wire [7:0] d0;   // declared too wide for the 4-bit digit port
    wire [3:0] d1, d2, d3;

    maple_dec u0 (.clk(clk), .rst(rst), .inc(tick), .q(d0), .co(c[0]));
    maple_dec u1 (.clk(clk), .rst(rst), .inc(c[0]), .q(d1), .co(c[1]));
    maple_dec u2 (.clk(clk), .rst(rst), .inc(c[1]), .q(d2), .co(c[2]));
    maple_dec u3 (.clk(clk), .rst(rst), .inc(c[2]), .q(d3), .co(c[3]));

    assign digits = {d3, d2, d1, d0[3:0]};
    assign ovf    = c[3];

    always @(posedge clk)
        if (rst)      lap_q <= 16'h0000;
        else if (lap) lap_q <= digits;
endmodule

module maple_dec (
    input  wire       clk,
    input  wire       rst,
    input  wire       inc,
    output reg  [3:0] q,
    output wire       co
);
    assign co = inc && (q == 4'd9);
    always @(posedge clk)
        if (rst)      q <= 4'd0;
        else if (inc) q <= (q == 4'd9) ? 4'd0 : q + 4'd1;
endmodule
