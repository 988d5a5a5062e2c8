// lechwe_cdc: event counter that crosses from a fast clock domain (clk_a) into a slow one (clk_b)
// clk_a side: a pulse on ev_a toggles a flag; clk_b side: a 2-flop synchroniser plus an edge
// detector turns each toggle back into a one-cycle pulse and counts it in a 12-bit counter.
// The clk_b side also returns the synchronised toggle to clk_a as a busy/ack indication.
module lechwe_cdc (
    input  wire        clk_a,
    input  wire        rst_a,
    input  wire        ev_a,
    output wire        busy_a,
    input  wire        clk_b,
    input  wire        rst_b,
    output reg  [11:0] count_b,
    output reg         pulse_b
);
    // ---------------- clk_a domain
    reg tog_a;
    reg ack_s1, ack_s2;
    reg tog_b1, tog_b2, tog_b3;
    always @(posedge clk_a) begin
        if (rst_a) begin
            tog_a  <= 1'b0;
            ack_s1 <= 1'b0;
            ack_s2 <= 1'b0;
        end else begin
            ack_s1 <= tog_b3;
            ack_s2 <= ack_s1;
            if (ev_a && !busy_a)
                tog_a <= ~tog_a;
        end
    end
    assign busy_a = tog_a ^ ack_s2;

    // ---------------- clk_b domain
    always @(posedge clk_b) begin
        if (rst_b) begin
            tog_b1  <= 1'b0;
            tog_b2  <= 1'b0;
            tog_b3  <= 1'b0;
            pulse_b <= 1'b0;
            count_b <= 12'd0;
        end else begin
            tog_b1  <= tog_a;
            tog_b2  <= tog_b1;
            tog_b3  <= tog_b2;
            pulse_b <= tog_b2 ^ tog_b3;
            if (tog_b2 ^ tog_b3)
                count_b <= count_b + 12'd1;
        end
    end
endmodule
