// loquat_cdc: event counter crossing between two clock domains with a toggle synchroniser
// clk_a domain: counts input events and toggles a request each time a batch of 4 events is complete.
// clk_b domain: two-flop synchroniser on the toggle, edge detect, and a batch counter readable in clk_b.
module loquat_cdc (
    input  wire       clk_a,
    input  wire       rst_a_n,
    input  wire       event_a,
    input  wire       clk_b,
    input  wire       rst_b_n,
    output reg  [7:0] batches_b,
    output wire       batch_pulse_b,
    output reg  [1:0] ev_cnt_a
);
    // ---------------- clk_a domain
    reg toggle_a;
    always @(posedge clk_a or negedge rst_a_n) begin
        if (!rst_a_n) begin
            ev_cnt_a <= 2'd0;
            toggle_a <= 1'b0;
        end else if (event_a) begin
            ev_cnt_a <= ev_cnt_a + 1'b1;
            if (ev_cnt_a == 2'd3)
                toggle_a <= ~toggle_a;
        end
    end

    // ---------------- clk_b domain
    reg [2:0] sync_b;   // [0],[1] synchroniser, [2] previous value for edge detect
    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n)
            sync_b <= 3'b000;
        else
            sync_b <= {sync_b[1:0], toggle_a};
    end

    assign batch_pulse_b = sync_b[2] ^ sync_b[1];

    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n)
            batches_b <= 8'd0;
        else if (batch_pulse_b)
            batches_b <= batches_b + 1'b1;
    end
endmodule
