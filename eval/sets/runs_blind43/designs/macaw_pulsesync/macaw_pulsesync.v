// macaw_pulsesync: toggle-based pulse synchroniser from clock domain clk_a to clk_b,
// with an event counter on each side (so both domains contain real logic).
// Ports: clk_a, clk_b, rst_n, pulse_a, cnt_a[7:0], pulse_b, cnt_b[7:0].
module macaw_pulsesync (
    input  wire       clk_a,
    input  wire       clk_b,
    input  wire       rst_n,
    input  wire       pulse_a,
    output reg  [7:0] cnt_a,
    output wire       pulse_b,
    output reg  [7:0] cnt_b
);
    reg       tog_a;
    reg [2:0] sync_b;   // two synchroniser stages + one edge-detect stage

    // source domain
    always @(posedge clk_a or negedge rst_n) begin
        if (!rst_n) begin
            tog_a <= 1'b0;
            cnt_a <= 8'd0;
        end else if (pulse_a) begin
            tog_a <= ~tog_a;
            cnt_a <= cnt_a + 8'd1;
        end
    end

    // destination domain
    always @(posedge clk_b or negedge rst_n) begin
        if (!rst_n)
            sync_b <= 3'd0;
        else
            sync_b <= {sync_b[1:0], tog_a};
    end

    assign pulse_b = sync_b[2] ^ sync_b[1];

    always @(posedge clk_b or negedge rst_n) begin
        if (!rst_n)
            cnt_b <= 8'd0;
        else if (pulse_b)
            cnt_b <= cnt_b + 8'd1;
    end
endmodule
