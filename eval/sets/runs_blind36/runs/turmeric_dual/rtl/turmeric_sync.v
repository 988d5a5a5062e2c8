// turmeric_sync: clock-domain crossing of 8-bit words from clk_a to clk_b with a toggle/ack handshake.
// Source side (clk_a): send + data_a -> req toggle; destination (clk_b) synchronises req through 2 flops,
// captures data_b and returns an ack toggle, which clk_a synchronises through 2 flops to clear busy_a.
module turmeric_sync (
    input  wire       clk_a,
    input  wire       rst_a_n,
    input  wire       send,
    input  wire [7:0] data_a,
    output wire       busy_a,
    input  wire       clk_b,
    input  wire       rst_b_n,
    output reg  [7:0] data_b,
    output reg        valid_b
);
    // ---------------- clk_a domain
    reg       req_a;
    reg [7:0] hold_a;
    reg [1:0] ack_sync_a;

    assign busy_a = req_a ^ ack_sync_a[1];

    always @(posedge clk_a or negedge rst_a_n) begin
        if (!rst_a_n) begin
            req_a      <= 1'b0;
            hold_a     <= 8'd0;
            ack_sync_a <= 2'b00;
        end else begin
            ack_sync_a <= {ack_sync_a[0], ack_b};
            if (send && !busy_a) begin
                hold_a <= data_a;
                req_a  <= ~req_a;
            end
        end
    end

    // ---------------- clk_b domain
    reg       ack_b;
    reg [2:0] req_sync_b;

    wire new_b = req_sync_b[2] ^ req_sync_b[1];

    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n) begin
            req_sync_b <= 3'b000;
            ack_b      <= 1'b0;
            data_b     <= 8'd0;
            valid_b    <= 1'b0;
        end else begin
            req_sync_b <= {req_sync_b[1:0], req_a};
            valid_b    <= new_b;
            if (new_b) begin
                data_b <= hold_a;
                ack_b  <= ~ack_b;
            end
        end
    end
endmodule
