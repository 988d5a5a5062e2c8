// quartz_tsync: toggle-based pulse synchronizer from clk_a to clk_b with a 2-flop synchronizer and a count of received pulses
module quartz_tsync (
    input  wire       clk_a,
    input  wire       rst_a_n,
    input  wire       pulse_a,
    input  wire       clk_b,
    input  wire       rst_b_n,
    output wire       pulse_b,
    output reg  [7:0] count_b
);
    reg toggle_a;
    reg [2:0] sync_b;

    always @(posedge clk_a or negedge rst_a_n)
        if (!rst_a_n) toggle_a <= 1'b0;
        else if (pulse_a) toggle_a <= ~toggle_a;

    always @(posedge clk_b or negedge rst_b_n)
        if (!rst_b_n) sync_b <= 3'b000;
        else sync_b <= {sync_b[1:0], toggle_a};

    assign pulse_b = sync_b[2] ^ sync_b[1];

    always @(posedge clk_b or negedge rst_b_n)
        if (!rst_b_n) count_b <= 8'd0;
        else if (pulse_b) count_b <= count_b + 8'd1;
endmodule
