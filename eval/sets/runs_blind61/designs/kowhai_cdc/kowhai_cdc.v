// kowhai_cdc: event counter in clk_a domain, toggle-synchroniser pulse transfer into clk_b domain
// Ports: clk_a, clk_b, rst, evt (clk_a) -> evt_b (clk_b pulse), cnt_b[7:0] (events seen in clk_b)
module kowhai_cdc (
    input  wire       clk_a,
    input  wire       clk_b,
    input  wire       rst,
    input  wire       evt,
    output wire       evt_b,
    output reg  [7:0] cnt_b
);
    // source domain: toggle on every event
    reg tog_a;
    always @(posedge clk_a) begin
        if (rst) tog_a <= 1'b0;
        else if (evt) tog_a <= ~tog_a;
    end
    // destination domain: 2-flop synchroniser + edge detect
    reg [2:0] sync_b;
    always @(posedge clk_b) begin
        if (rst) sync_b <= 3'b000;
        else sync_b <= {sync_b[1:0], tog_a};
    end
    assign evt_b = sync_b[2] ^ sync_b[1];
    always @(posedge clk_b) begin
        if (rst) cnt_b <= 8'd0;
        else if (evt_b) cnt_b <= cnt_b + 8'd1;
    end
endmodule
