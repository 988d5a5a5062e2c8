// chert_sync: toggle-based pulse synchronizer from a fast src clock to a slow dst clock, with event counters on both sides
module chert_sync (
    input  wire       clk_src,
    input  wire       clk_dst,
    input  wire       rst_src,
    input  wire       rst_dst,
    input  wire       pulse_in,
    output wire       pulse_out,
    output reg  [7:0] src_events,
    output reg  [7:0] dst_events
);
    reg toggle_src;
    reg [2:0] sync_dst;

    always @(posedge clk_src) begin
        if (rst_src) begin
            toggle_src <= 1'b0;
            src_events <= 8'd0;
        end else if (pulse_in) begin
            toggle_src <= ~toggle_src;
            src_events <= src_events + 1'b1;
        end
    end

    // two-flop synchronizer plus edge detect stage
    always @(posedge clk_dst) begin
        if (rst_dst) sync_dst <= 3'b000;
        else         sync_dst <= {sync_dst[1:0], toggle_src};
    end

    assign pulse_out = sync_dst[2] ^ sync_dst[1];

    always @(posedge clk_dst) begin
        if (rst_dst)        dst_events <= 8'd0;
        else if (pulse_out) dst_events <= dst_events + 1'b1;
    end
endmodule
