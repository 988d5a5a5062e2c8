// Shared status bus where two sources drive the same byte and one flag is never driven.
module osprey_bus (
    input  wire       clk,
    input  wire       sel_a,
    input  wire [7:0] src_a,
    input  wire [7:0] src_b,
    output wire [7:0] bus_out,
    output reg  [7:0] bus_q,
    output wire       err_flag
);
    wire [7:0] shared_bus;
    wire       parity_ok;

    // first driver of shared_bus
    assign shared_bus = sel_a ? src_a : 8'h00;
    // second, conflicting driver of shared_bus
    assign shared_bus = src_b;

    assign bus_out  = shared_bus;
    // parity_ok is used here but nothing ever assigns it
    assign err_flag = ~parity_ok;

    always @(posedge clk)
        bus_q <= shared_bus;
endmodule
