// gull_cdc: word transfer between two unrelated clock domains with a toggle (req/ack) handshake
// Source domain clk_a: accepts a 16-bit word (src_valid/src_ready), flips req.
// Destination domain clk_b: two-flop synchroniser on req, captures the word, flips ack back (also synchronised).
// Ports: clk_a, rst_a_n, src_valid, src_data[15:0], src_ready; clk_b, rst_b_n, dst_valid (1 clk_b pulse), dst_data[15:0]
module gull_cdc (
    input  wire        clk_a,
    input  wire        rst_a_n,
    input  wire        src_valid,
    input  wire [15:0] src_data,
    output wire        src_ready,
    input  wire        clk_b,
    input  wire        rst_b_n,
    output reg         dst_valid,
    output reg  [15:0] dst_data
);
    reg        ack_b;       // clk_b domain, declared early: read by the clk_a synchroniser

    // ---------------- clk_a domain
    reg        req_a;
    reg [15:0] hold_a;
    reg [1:0]  ack_sync_a;

    assign src_ready = (req_a == ack_sync_a[1]);

    always @(posedge clk_a or negedge rst_a_n) begin
        if (!rst_a_n) begin
            req_a      <= 1'b0;
            hold_a     <= 16'd0;
            ack_sync_a <= 2'b00;
        end else begin
            ack_sync_a <= {ack_sync_a[0], ack_b};
            if (src_valid && src_ready) begin
                hold_a <= src_data;
                req_a  <= ~req_a;
            end
        end
    end

    // ---------------- clk_b domain
    reg [2:0] req_sync_b;   // two sync stages + edge detect stage

    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n) begin
            req_sync_b <= 3'b000;
            ack_b      <= 1'b0;
            dst_valid  <= 1'b0;
            dst_data   <= 16'd0;
        end else begin
            req_sync_b <= {req_sync_b[1:0], req_a};
            dst_valid  <= 1'b0;
            if (req_sync_b[2] != req_sync_b[1]) begin
                dst_data  <= hold_a;        // stable: req toggled two cycles ago
                dst_valid <= 1'b1;
                ack_b     <= req_sync_b[1];
            end
        end
    end
endmodule
