// quillback_bcd: 4-digit BCD event counter (0000-9999) built from cascaded decade digits
// quillback_digit is one decade (0-9) with carry-in/carry-out; four of them are chained.
// Ports: clk, rst_n (async active low), clr (sync clear), inc (count enable),
//        d3..d0 (BCD digits, d0 = units), ovf (1-cycle pulse on wrap 9999 -> 0000)
module quillback_digit (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       clr,
    input  wire       cin,
    output reg  [3:0] q,
    output wire       cout
);
    assign cout = cin && (q == 4'd9);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)   q <= 4'd0;
        else if (clr) q <= 4'd0;
        else if (cin) q <= (q == 4'd9) ? 4'd0 : q + 4'd1;
    end
endmodule

module quillback_bcd (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       clr,
    input  wire       inc,
    output wire [3:0] d0,
    output wire [3:0] d1,
    output wire [3:0] d2,
    output wire [3:0] d3,
    output reg        ovf
);
    wire c0, c1, c2, c3;

    quillback_digit u_d0 (.clk(clk), .rst_n(rst_n), .clr(clr), .cin(inc), .q(d0), .cout(c0));
    quillback_digit u_d1 (.clk(clk), .rst_n(rst_n), .clr(clr), .cin(c0),  .q(d1), .cout(c1));
    quillback_digit u_d2 (.clk(clk), .rst_n(rst_n), .clr(clr), .cin(c1),  .q(d2), .cout(c2));
    quillback_digit u_d3 (.clk(clk), .rst_n(rst_n), .clr(clr), .cin(c2),  .q(d3), .cout(c3));

    always @(posedge clk or negedge rst_n)
        if (!rst_n) ovf <= 1'b0;
        else        ovf <= c3 & ~clr;
endmodule
