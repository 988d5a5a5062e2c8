// Event counter in the fast domain (clk_a); events are transferred as a
// toggle through a 2-flop synchronizer into the slow domain (clk_b),
// where they are counted again.
module dual_clk_pulse_sync (
    input  wire       clk_a,
    input  wire       clk_b,
    input  wire       rst_n,
    input  wire       evt_a,
    output reg  [5:0] cnt_a,
    output reg  [5:0] cnt_b,
    output wire       evt_b
);
    reg       tgl_a;
    reg [2:0] sync_b;

    always @(posedge clk_a or negedge rst_n)
        if (!rst_n) begin
            tgl_a <= 1'b0;
            cnt_a <= 6'd0;
        end else if (evt_a) begin
            tgl_a <= ~tgl_a;
            cnt_a <= cnt_a + 6'd1;
        end

    always @(posedge clk_b or negedge rst_n)
        if (!rst_n) begin
            sync_b <= 3'd0;
            cnt_b  <= 6'd0;
        end else begin
            sync_b <= {sync_b[1:0], tgl_a};
            if (evt_b) cnt_b <= cnt_b + 6'd1;
        end

    assign evt_b = sync_b[2] ^ sync_b[1];
endmodule
