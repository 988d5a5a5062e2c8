// Shared status bus where two always blocks drive the same net and one output is never driven.
module kettle_bus (
    input  wire       clk,
    input  wire       sel_a,
    input  wire       sel_b,
    input  wire [7:0] a,
    input  wire [7:0] b,
    output wire [7:0] bus,
    output wire [7:0] mirror,
    output wire       parity_out
);
    reg [7:0] bus_q;

    // first driver of bus_q
    always @(posedge clk)
        if (sel_a) bus_q <= a;

    // second driver of bus_q (copy-paste bug)
    always @(posedge clk)
        if (sel_b) bus_q <= b;

    assign bus = bus_q;

    wire [7:0] spare;             // declared but never assigned
    assign mirror = spare;

    assign parity_out = ^bus_q;
    assign parity_out = sel_a & sel_b;   // second continuous driver
endmodule
