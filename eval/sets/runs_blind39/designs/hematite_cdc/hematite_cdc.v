// hematite_cdc: two-clock-domain event counter with a toggle pulse synchroniser
// clk_a domain: ev_a pulses are counted into cnt_a and each pulse flips a toggle flop.
// clk_b domain: the toggle is passed through a 2-flop synchroniser, edges are detected
// and counted into cnt_b; the 8-bit snapshot of cnt_a is captured in clk_b when an edge
// arrives (the snapshot register is stable by then: slow-to-fast handshake).
module hematite_cdc (
    input  wire       clk_a,
    input  wire       rst_a,
    input  wire       ev_a,
    output reg  [7:0] cnt_a,
    input  wire       clk_b,
    input  wire       rst_b,
    output reg  [7:0] cnt_b,
    output reg  [7:0] snap_b,
    output wire       pulse_b
);
    // ---------------- clk_a domain
    reg tog_a;
    reg [7:0] hold_a;
    always @(posedge clk_a) begin
        if (rst_a) begin
            cnt_a  <= 8'd0;
            tog_a  <= 1'b0;
            hold_a <= 8'd0;
        end else if (ev_a) begin
            cnt_a  <= cnt_a + 1'b1;
            hold_a <= cnt_a + 1'b1;
            tog_a  <= ~tog_a;
        end
    end

    // ---------------- clk_b domain
    reg sync1_b, sync2_b, sync3_b;
    always @(posedge clk_b) begin
        if (rst_b) begin
            sync1_b <= 1'b0;
            sync2_b <= 1'b0;
            sync3_b <= 1'b0;
        end else begin
            sync1_b <= tog_a;
            sync2_b <= sync1_b;
            sync3_b <= sync2_b;
        end
    end

    assign pulse_b = sync2_b ^ sync3_b;

    always @(posedge clk_b) begin
        if (rst_b) begin
            cnt_b  <= 8'd0;
            snap_b <= 8'd0;
        end else if (pulse_b) begin
            cnt_b  <= cnt_b + 1'b1;
            snap_b <= hold_a;
        end
    end
endmodule
