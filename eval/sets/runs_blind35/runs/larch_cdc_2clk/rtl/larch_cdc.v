// larch_cdc: toggle/handshake transfer of a 16-bit word from clock domain clk_a to clock domain clk_b.
// Ports: clk_a, rst_a, send, data_a[15:0] -> ready_a;  clk_b, rst_b -> data_b[15:0], valid_b
// A request toggle crosses a 2-flop synchroniser into clk_b; the ack toggle comes back the same way.
// data_a is held stable in a clk_a register while the request is outstanding (so it can be sampled).
module larch_sync2 (
    input  wire clk,
    input  wire rst,
    input  wire d,
    output wire q
);
    reg [1:0] s;
    always @(posedge clk) begin
        if (rst) s <= 2'b00;
        else     s <= {s[0], d};
    end
    assign q = s[1];
endmodule

module larch_cdc (
    input  wire        clk_a,
    input  wire        rst_a,
    input  wire        send,
    input  wire [15:0] data_a,
    output wire        ready_a,
    input  wire        clk_b,
    input  wire        rst_b,
    output reg  [15:0] data_b,
    output reg         valid_b
);
    // ---- clk_a side
    reg        req_t;
    reg [15:0] hold_a;
    wire       ack_t_a;
    assign ready_a = (req_t == ack_t_a);

    always @(posedge clk_a) begin
        if (rst_a) begin
            req_t  <= 1'b0;
            hold_a <= 16'd0;
        end else if (send && ready_a) begin
            req_t  <= ~req_t;
            hold_a <= data_a;
        end
    end

    // ---- clk_b side
    wire req_t_b;
    reg  req_seen;
    larch_sync2 u_req (.clk(clk_b), .rst(rst_b), .d(req_t), .q(req_t_b));

    always @(posedge clk_b) begin
        if (rst_b) begin
            req_seen <= 1'b0;
            data_b   <= 16'd0;
            valid_b  <= 1'b0;
        end else begin
            valid_b <= 1'b0;
            if (req_t_b != req_seen) begin
                req_seen <= req_t_b;
                data_b   <= hold_a;      // hold_a is stable: crosses domains on purpose
                valid_b  <= 1'b1;
            end
        end
    end

    larch_sync2 u_ack (.clk(clk_a), .rst(rst_a), .d(req_seen), .q(ack_t_a));
endmodule
