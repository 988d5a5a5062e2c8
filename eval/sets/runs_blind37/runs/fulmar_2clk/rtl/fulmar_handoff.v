// fulmar_handoff: moves a 12-bit word from clock domain clk_a to clock domain clk_b
// with a toggle handshake (req toggle -> 2-flop synchroniser -> ack toggle back).
// Ports: clk_a, rst_a, send, data_a[11:0], busy_a | clk_b, rst_b, data_b[11:0], valid_b.
// Only the single-bit toggles cross domains; the data bus is held stable while req is pending.
module fulmar_handoff (
    input  wire        clk_a,
    input  wire        rst_a,
    input  wire        send,
    input  wire [11:0] data_a,
    output wire        busy_a,
    input  wire        clk_b,
    input  wire        rst_b,
    output reg  [11:0] data_b,
    output reg         valid_b
);
    // ---------------- domain A
    reg        req_tgl;
    reg [11:0] hold_a;
    reg [1:0]  ack_sync;
    reg        ack_seen;

    always @(posedge clk_a) begin
        if (rst_a) begin
            req_tgl  <= 1'b0;
            hold_a   <= 12'd0;
            ack_sync <= 2'b00;
            ack_seen <= 1'b0;
        end else begin
            ack_sync <= {ack_sync[0], ack_tgl};
            if (send && !busy_a) begin
                hold_a  <= data_a;
                req_tgl <= ~req_tgl;
            end
            ack_seen <= ack_sync[1];
        end
    end
    assign busy_a = (req_tgl != ack_sync[1]);

    // ---------------- domain B
    reg [2:0] req_sync;
    reg       ack_tgl;

    always @(posedge clk_b) begin
        if (rst_b) begin
            req_sync <= 3'b000;
            ack_tgl  <= 1'b0;
            data_b   <= 12'd0;
            valid_b  <= 1'b0;
        end else begin
            req_sync <= {req_sync[1:0], req_tgl};
            valid_b  <= 1'b0;
            if (req_sync[2] != req_sync[1]) begin
                data_b  <= hold_a;
                valid_b <= 1'b1;
                ack_tgl <= req_sync[1];
            end
        end
    end
endmodule
