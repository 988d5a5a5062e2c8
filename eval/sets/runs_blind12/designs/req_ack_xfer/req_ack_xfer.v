// Four-phase req/ack transfer of a 16-bit word from clk_a to clk_b.
// req and ack each cross through a two-flop synchronizer; the data bus is
// held stable by the source while req is high.
module req_ack_xfer (
    input             clk_a,
    input             rst_a,
    input             send,
    input      [15:0] din,
    output            a_busy,
    input             clk_b,
    input             rst_b,
    output reg [15:0] dout,
    output reg        dout_vld
);
    // ---------------- source domain ----------------
    reg        req_a;
    reg [15:0] hold_a;
    reg [1:0]  ack_sync;
    reg        ack_b;

    always @(posedge clk_a) begin
        if (rst_a) begin
            req_a    <= 1'b0;
            hold_a   <= 16'd0;
            ack_sync <= 2'b00;
        end else begin
            ack_sync <= {ack_sync[0], ack_b};
            if (!req_a && !ack_sync[1] && send) begin
                hold_a <= din;
                req_a  <= 1'b1;
            end else if (req_a && ack_sync[1]) begin
                req_a  <= 1'b0;
            end
        end
    end
    assign a_busy = req_a | ack_sync[1];

    // ---------------- destination domain ----------------
    reg [1:0] req_sync;

    always @(posedge clk_b) begin
        if (rst_b) begin
            ack_b    <= 1'b0;
            req_sync <= 2'b00;
            dout     <= 16'd0;
            dout_vld <= 1'b0;
        end else begin
            req_sync <= {req_sync[0], req_a};
            dout_vld <= 1'b0;
            if (req_sync[1] && !ack_b) begin
                dout     <= hold_a;
                dout_vld <= 1'b1;
                ack_b    <= 1'b1;
            end else if (!req_sync[1] && ack_b) begin
                ack_b    <= 1'b0;
            end
        end
    end
endmodule
