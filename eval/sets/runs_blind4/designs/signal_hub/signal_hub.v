// Status aggregation block inherited from an older project.
// Contains several lint problems that were never cleaned up.
module edge_flag (
    input  wire       clk,
    input  wire [3:0] sig,
    output reg  [3:0] rise
);
    reg [3:0] sig_q;
    always @(posedge clk) begin
        sig_q <= sig;
        rise  <= sig & ~sig_q;
    end
endmodule

module signal_hub (
    input  wire       clk,
    input  wire [7:0] status,
    input  wire       sel,
    output wire [3:0] flags,
    output wire       any,
    output wire       alarm,
    output wire [7:0] echo
);
    wire [1:0] narrow;
    wire       spare;
    wire [7:0] wide_sum;

    // 8-bit bus into a 4-bit port
    edge_flag u_edge (.clk(clk), .sig(status), .rise(flags));

    // 'hit' is never declared
    assign hit = |status[7:4];
    assign any = hit | spare;

    // two drivers on alarm
    assign alarm = status[0] & sel;
    assign alarm = status[1];

    // narrow is never driven
    assign echo = {narrow, status[5:0]};

    assign wide_sum = status + 3'b101;
endmodule
