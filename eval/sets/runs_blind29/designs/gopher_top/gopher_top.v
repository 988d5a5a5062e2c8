// gopher_top: two-flop synchronizer wrapper + edge detector; instantiates gopher_sync which lives in a file nobody checked in
module gopher_edge (
    input  wire clk,
    input  wire rst_n,
    input  wire level,
    output wire rise,
    output wire fall
);
    reg prev;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) prev <= 1'b0;
        else        prev <= level;
    assign rise = level & ~prev;
    assign fall = ~level & prev;
endmodule

module gopher_top (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [1:0] async_in,
    output wire [1:0] rise_evt,
    output wire [1:0] fall_evt
);
    wire [1:0] synced;

    // gopher_sync is defined in gopher_sync.v (not in this folder)
    gopher_sync #(.STAGES(2)) u_sync0 (.clk(clk), .rst_n(rst_n), .d(async_in[0]), .q(synced[0]));
    gopher_sync #(.STAGES(2)) u_sync1 (.clk(clk), .rst_n(rst_n), .d(async_in[1]), .q(synced[1]));

    gopher_edge u_e0 (.clk(clk), .rst_n(rst_n), .level(synced[0]), .rise(rise_evt[0]), .fall(fall_evt[0]));
    gopher_edge u_e1 (.clk(clk), .rst_n(rst_n), .level(synced[1]), .rise(rise_evt[1]), .fall(fall_evt[1]));
endmodule
