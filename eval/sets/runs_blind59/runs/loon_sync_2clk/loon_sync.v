// loon_sync: two-clock-domain event passer: a toggle in clk_a domain, 2-flop sync and edge detect in clk_b
// ports: clk_a, clk_b, rst, pulse_a -> pulse_b, count_b[7:0] (events seen in clk_b domain)
module loon_sync (
    input  wire       clk_a,
    input  wire       clk_b,
    input  wire       rst,
    input  wire       pulse_a,
    output wire       pulse_b,
    output reg  [7:0] count_b
);
    reg tog_a;
    reg [2:0] sync_b;
    always @(posedge clk_a)
        if (rst) tog_a <= 1'b0;
        else if (pulse_a) tog_a <= ~tog_a;
    always @(posedge clk_b)
        if (rst) sync_b <= 3'b000;
        else sync_b <= {sync_b[1:0], tog_a};
    assign pulse_b = sync_b[2] ^ sync_b[1];
    always @(posedge clk_b)
        if (rst) count_b <= 8'd0;
        else if (pulse_b) count_b <= count_b + 1'b1;
endmodule
