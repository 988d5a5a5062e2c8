// kernite_handshake: clock-domain crossing of a 16-bit word with a 4-phase req/ack handshake.
// Source domain clk_a launches data + req; destination domain clk_b syncs req through two flops,
// captures the word and returns ack through two flops in clk_a.
// Ports: clk_a, rst_a_n, send, din[15:0] (clk_a side); clk_b, rst_b_n (clk_b side);
//        ready (clk_a), dout[15:0], dout_valid (clk_b).
module kernite_handshake (
    input  wire        clk_a,
    input  wire        rst_a_n,
    input  wire        send,
    input  wire [15:0] din,
    output wire        ready,
    input  wire        clk_b,
    input  wire        rst_b_n,
    output reg  [15:0] dout,
    output reg         dout_valid
);
    reg        ack_b;      // destination-side acknowledge, driven in clk_b

    // ---------------- source domain (clk_a)
    reg        req_a;
    reg [15:0] hold_a;
    reg [1:0]  ack_sync;
    wire       ack_a = ack_sync[1];

    assign ready = !req_a && !ack_a;

    always @(posedge clk_a or negedge rst_a_n) begin
        if (!rst_a_n) begin
            req_a    <= 1'b0;
            hold_a   <= 16'd0;
            ack_sync <= 2'b00;
        end else begin
            ack_sync <= {ack_sync[0], ack_b};
            if (ready && send) begin
                hold_a <= din;
                req_a  <= 1'b1;
            end else if (ack_a) begin
                req_a  <= 1'b0;
            end
        end
    end

    // ---------------- destination domain (clk_b)
    reg [1:0] req_sync;
    wire      req_b = req_sync[1];

    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n) begin
            req_sync   <= 2'b00;
            ack_b      <= 1'b0;
            dout       <= 16'd0;
            dout_valid <= 1'b0;
        end else begin
            req_sync   <= {req_sync[0], req_a};
            dout_valid <= 1'b0;
            if (req_b && !ack_b) begin
                dout       <= hold_a;      // stable while req is high
                dout_valid <= 1'b1;
                ack_b      <= 1'b1;
            end else if (!req_b) begin
                ack_b      <= 1'b0;
            end
        end
    end
endmodule
