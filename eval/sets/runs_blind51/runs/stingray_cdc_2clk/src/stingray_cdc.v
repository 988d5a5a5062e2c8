// stingray_cdc: 16-bit word transfer between two unrelated clock domains (toggle handshake)
// Source side (clk_a): send + din[15:0] latch the word and flip req_tgl; busy until the ack returns.
// Destination side (clk_b): req_tgl passes a 2-flop synchronizer, the word is captured and
// dout_valid pulses for one clk_b cycle; ack_tgl is synchronized back into clk_a.
// Ports: clk_a, rst_a_n, send, din, busy | clk_b, rst_b_n, dout, dout_valid
module stingray_cdc (
    input  wire        clk_a,
    input  wire        rst_a_n,
    input  wire        send,
    input  wire [15:0] din,
    output wire        busy,
    input  wire        clk_b,
    input  wire        rst_b_n,
    output reg  [15:0] dout,
    output reg         dout_valid
);
    // ---------------- clk_a domain
    reg [15:0] hold_a;
    reg        req_tgl;
    reg  [1:0] ack_sync;
    reg        ack_seen;

    assign busy = (req_tgl != ack_seen);

    always @(posedge clk_a or negedge rst_a_n) begin
        if (!rst_a_n) begin
            hold_a   <= 16'd0;
            req_tgl  <= 1'b0;
            ack_sync <= 2'b00;
            ack_seen <= 1'b0;
        end else begin
            ack_sync <= {ack_sync[0], ack_tgl};
            ack_seen <= ack_sync[1];
            if (send && !busy) begin
                hold_a  <= din;
                req_tgl <= ~req_tgl;
            end
        end
    end

    // ---------------- clk_b domain
    reg  [2:0] req_sync;
    reg        ack_tgl;

    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n) begin
            req_sync   <= 3'b000;
            ack_tgl    <= 1'b0;
            dout       <= 16'd0;
            dout_valid <= 1'b0;
        end else begin
            req_sync   <= {req_sync[1:0], req_tgl};
            dout_valid <= 1'b0;
            if (req_sync[2] != req_sync[1]) begin
                dout       <= hold_a;
                dout_valid <= 1'b1;
                ack_tgl    <= ~ack_tgl;
            end
        end
    end
endmodule
