// caldera_cdc: moves a 16-bit word from a fast source clock domain (clk_a) to a slow
// destination domain (clk_b) with a toggle request / 2-flop synchroniser / ack handshake.
// Ports: clk_a, clk_b, rst_n, a_send, a_data -> a_ready; b_data, b_valid.
module caldera_sync2 (
    input  wire clk,
    input  wire rst_n,
    input  wire d,
    output reg  q
);
    reg meta;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) {q, meta} <= 2'b00;
        else        {q, meta} <= {meta, d};
endmodule

module caldera_cdc (
    input  wire        clk_a,
    input  wire        clk_b,
    input  wire        rst_n,
    input  wire        a_send,
    input  wire [15:0] a_data,
    output wire        a_ready,
    output reg  [15:0] b_data,
    output reg         b_valid
);
    reg  [15:0] hold_a;
    reg         req_tgl, ack_tgl, b_seen;
    wire        req_b, ack_a;

    assign a_ready = (req_tgl == ack_a);

    always @(posedge clk_a or negedge rst_n) begin
        if (!rst_n) begin
            req_tgl <= 1'b0;
            hold_a  <= 16'h0000;
        end else if (a_send && a_ready) begin
            hold_a  <= a_data;
            req_tgl <= ~req_tgl;
        end
    end

    caldera_sync2 u_req (.clk(clk_b), .rst_n(rst_n), .d(req_tgl), .q(req_b));
    caldera_sync2 u_ack (.clk(clk_a), .rst_n(rst_n), .d(ack_tgl), .q(ack_a));

    always @(posedge clk_b or negedge rst_n) begin
        if (!rst_n) begin
            b_seen  <= 1'b0;
            ack_tgl <= 1'b0;
            b_data  <= 16'h0000;
            b_valid <= 1'b0;
        end else begin
            b_valid <= 1'b0;
            if (req_b != b_seen) begin
                b_seen  <= req_b;
                b_data  <= hold_a;
                b_valid <= 1'b1;
                ack_tgl <= req_b;
            end
        end
    end
endmodule
