// clover_loop: handshake arbiter for two requesters; the grant logic feeds back on itself combinationally
module clover_loop (
    input  wire clk,
    input  wire rst,
    input  wire req0,
    input  wire req1,
    output wire gnt0,
    output wire gnt1,
    output reg  last1
);
    // each grant is blocked by the other grant: a combinational loop between gnt0 and gnt1
    assign gnt0 = req0 & ~(gnt1 & last1);
    assign gnt1 = req1 & ~(gnt0 & ~last1);

    always @(posedge clk)
        if (rst)       last1 <= 1'b0;
        else if (gnt1) last1 <= 1'b1;
        else if (gnt0) last1 <= 1'b0;

    // keep a registered copy for debug
    reg [1:0] seen;
    always @(posedge clk)
        if (rst) seen <= 2'b00;
        else     seen <= seen | {gnt1, gnt0};
endmodule
