// atoll_sync: event counter that crosses from a sensor clock domain to a system clock domain
// Domain A (clk_a): counts input events in a 4-bit gray-coded counter.
// Domain B (clk_b): two-flop synchroniser on the gray count, gray->binary conversion,
// and a 12-bit accumulator of the increments seen since the last sample (total_events).
// Sub-module atoll_sync_ff2 is the reusable 2-flop synchroniser.
module atoll_sync_ff2 #(
    parameter W = 4
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire [W-1:0] d,
    output reg  [W-1:0] q
);
    reg [W-1:0] meta;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            meta <= {W{1'b0}};
            q    <= {W{1'b0}};
        end else begin
            meta <= d;
            q    <= meta;
        end
    end
endmodule

module atoll_sync (
    input  wire        clk_a,
    input  wire        clk_b,
    input  wire        rst_n,
    input  wire        event_in,
    output reg  [11:0] total_events,
    output wire [3:0]  gray_a
);
    // ---------------- domain A: gray counter
    reg [3:0] bin_a;
    reg [3:0] gray_q;
    always @(posedge clk_a or negedge rst_n) begin
        if (!rst_n) begin
            bin_a  <= 4'd0;
            gray_q <= 4'd0;
        end else if (event_in) begin
            bin_a  <= bin_a + 4'd1;
            gray_q <= (bin_a + 4'd1) ^ ((bin_a + 4'd1) >> 1);
        end
    end
    assign gray_a = gray_q;

    // ---------------- domain B: synchronise, decode, accumulate
    wire [3:0] gray_b;
    atoll_sync_ff2 #(.W(4)) u_sync (.clk(clk_b), .rst_n(rst_n), .d(gray_q), .q(gray_b));

    wire [3:0] bin_b = {gray_b[3],
                        gray_b[3] ^ gray_b[2],
                        gray_b[3] ^ gray_b[2] ^ gray_b[1],
                        gray_b[3] ^ gray_b[2] ^ gray_b[1] ^ gray_b[0]};
    reg  [3:0] bin_b_prev;

    always @(posedge clk_b or negedge rst_n) begin
        if (!rst_n) begin
            bin_b_prev   <= 4'd0;
            total_events <= 12'd0;
        end else begin
            bin_b_prev   <= bin_b;
            total_events <= total_events + {8'd0, bin_b - bin_b_prev};
        end
    end
endmodule
