// cuscus_sync: pulse synchronizer between two clock domains (toggle + 2-flop synchronizer)
// plus a small event counter in the destination domain.
// Ports: clk_a, rst_a_n, pulse_a (src domain); clk_b, rst_b_n -> pulse_b, events_b[7:0] (dst domain)
module cuscus_sync (
    input  wire       clk_a,
    input  wire       rst_a_n,
    input  wire       pulse_a,
    input  wire       clk_b,
    input  wire       rst_b_n,
    output wire       pulse_b,
    output reg  [7:0] events_b
);
    // source domain: toggle on every pulse
    reg tog_a;
    always @(posedge clk_a or negedge rst_a_n)
        if (!rst_a_n) tog_a <= 1'b0;
        else if (pulse_a) tog_a <= ~tog_a;

    // destination domain: two-flop synchronizer + edge detect
    reg [2:0] sync_b;
    always @(posedge clk_b or negedge rst_b_n)
        if (!rst_b_n) sync_b <= 3'b000;
        else sync_b <= {sync_b[1:0], tog_a};

    assign pulse_b = sync_b[2] ^ sync_b[1];

    always @(posedge clk_b or negedge rst_b_n)
        if (!rst_b_n) events_b <= 8'd0;
        else if (pulse_b) events_b <= events_b + 8'd1;
endmodule
