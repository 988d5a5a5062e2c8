// pipal_cnt: event counter running on a divide-by-4 clock derived from the main clock
// ports: clk, rst, evt in; count[11:0], slow_clk out. The /4 clock is made by a 2-bit ripple
// divider flop pair; the 12-bit counter samples evt on the divided clock.
module pipal_cnt (
    input  wire        clk,
    input  wire        rst,
    input  wire        evt,
    output reg  [11:0] count,
    output wire        slow_clk
);
    reg [1:0] div;
    always @(posedge clk) begin
        if (rst) div <= 2'b00;
        else     div <= div + 2'b01;
    end
    assign slow_clk = div[1];
    reg evt_q;
    always @(posedge slow_clk) begin
        evt_q <= evt;
        if (rst) count <= 12'd0;
        else if (evt && !evt_q) count <= count + 12'd1;
    end
endmodule
