// plover_sync: toggle-based pulse synchronizer from clk_a to clk_b with event counters in both domains
module plover_sync (
    input  wire       clk_a,
    input  wire       clk_b,
    input  wire       rst_n,
    input  wire       pulse_a,
    output reg  [7:0] sent_a,
    output reg  [7:0] seen_b,
    output wire       pulse_b
);
    reg       tog_a;
    reg [2:0] sync_b;

    // source domain: toggle on every pulse
    always @(posedge clk_a or negedge rst_n) begin
        if (!rst_n) begin
            tog_a  <= 1'b0;
            sent_a <= 8'd0;
        end else if (pulse_a) begin
            tog_a  <= ~tog_a;
            sent_a <= sent_a + 8'd1;
        end
    end

    // destination domain: two-flop synchronizer plus edge detect flop
    always @(posedge clk_b or negedge rst_n) begin
        if (!rst_n)
            sync_b <= 3'b000;
        else
            sync_b <= {sync_b[1:0], tog_a};
    end

    assign pulse_b = sync_b[2] ^ sync_b[1];

    always @(posedge clk_b or negedge rst_n) begin
        if (!rst_n)
            seen_b <= 8'd0;
        else if (pulse_b)
            seen_b <= seen_b + 8'd1;
    end
endmodule
