// plaice_handshake: 4-phase req/ack handshake that moves a 16-bit word from
// the clk_a domain to the clk_b domain through two-flop synchronisers.
// Ports: clk_a/clk_b, rst_n, send + wdata (domain A), rdata + rvalid (domain B).
module plaice_handshake (
    input  wire        clk_a,
    input  wire        clk_b,
    input  wire        rst_n,
    input  wire        send,
    input  wire [15:0] wdata,
    output wire        ready_a,
    output reg  [15:0] rdata,
    output reg         rvalid
);
    // domain A
    reg        req_a;
    reg [15:0] hold_a;
    reg        ack_s1, ack_s2;
    reg        req_s1, req_s2, ack_b;
    assign ready_a = ~req_a & ~ack_s2;
    always @(posedge clk_a or negedge rst_n) begin
        if (!rst_n) begin
            req_a <= 1'b0; hold_a <= 16'h0; ack_s1 <= 1'b0; ack_s2 <= 1'b0;
        end else begin
            ack_s1 <= ack_b;
            ack_s2 <= ack_s1;
            if (send && ready_a) begin
                hold_a <= wdata;
                req_a  <= 1'b1;
            end else if (ack_s2)
                req_a <= 1'b0;
        end
    end
    // domain B
    always @(posedge clk_b or negedge rst_n) begin
        if (!rst_n) begin
            req_s1 <= 1'b0; req_s2 <= 1'b0; ack_b <= 1'b0;
            rdata <= 16'h0; rvalid <= 1'b0;
        end else begin
            req_s1 <= req_a;
            req_s2 <= req_s1;
            rvalid <= 1'b0;
            if (req_s2 && !ack_b) begin
                rdata  <= hold_a;
                rvalid <= 1'b1;
                ack_b  <= 1'b1;
            end else if (!req_s2)
                ack_b <= 1'b0;
        end
    end
endmodule
