// cinquefoil_cdc: two-clock design. A sample counter in the clk_a domain sends a
// toggle pulse across to the clk_b domain through a two-flop synchronizer; clk_b
// counts received pulses.
// Ports: clk_a, clk_b, rst_a, rst_b, sample -> b_count[7:0], a_count[7:0].
module cinquefoil_sync2 (
    input  wire clk,
    input  wire d,
    output reg  q
);
    reg meta;
    always @(posedge clk) begin
        meta <= d;
        q    <= meta;
    end
endmodule

module cinquefoil_cdc (
    input  wire       clk_a,
    input  wire       clk_b,
    input  wire       rst_a,
    input  wire       rst_b,
    input  wire       sample,
    output reg  [7:0] a_count,
    output reg  [7:0] b_count
);
    reg  toggle_a;
    wire toggle_b;
    reg  toggle_b_d;

    always @(posedge clk_a) begin
        if (rst_a) begin
            a_count  <= 8'd0;
            toggle_a <= 1'b0;
        end else if (sample) begin
            a_count  <= a_count + 8'd1;
            toggle_a <= ~toggle_a;
        end
    end

    cinquefoil_sync2 u_sync (.clk(clk_b), .d(toggle_a), .q(toggle_b));

    always @(posedge clk_b) begin
        if (rst_b) begin
            b_count    <= 8'd0;
            toggle_b_d <= 1'b0;
        end else begin
            toggle_b_d <= toggle_b;
            if (toggle_b ^ toggle_b_d)
                b_count <= b_count + 8'd1;
        end
    end
endmodule
