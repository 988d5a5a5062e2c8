// weasel_cdc: 8-bit data transfer between two clock domains with a toggle handshake
// Source domain clk_a: req toggles when data is captured. Destination clk_b: 2-flop synchronizer
// on the toggle, data is sampled when a toggle edge is seen; ack returns through another 2-flop sync.
module weasel_cdc (
    input  wire       clk_a,
    input  wire       rst_a,
    input  wire       send,
    input  wire [7:0] data_a,
    output wire       ready_a,
    input  wire       clk_b,
    input  wire       rst_b,
    output reg  [7:0] data_b,
    output reg        valid_b
);
    reg       req_t;
    reg [7:0] hold_a;
    reg [2:0] req_sync;
    reg       ack_t;
    reg [1:0] ack_sync;
    assign ready_a = (req_t == ack_sync[1]);
    always @(posedge clk_a) begin
        if (rst_a) begin
            req_t <= 1'b0; hold_a <= 8'd0; ack_sync <= 2'b00;
        end else begin
            ack_sync <= {ack_sync[0], ack_t};
            if (send && ready_a) begin
                hold_a <= data_a;
                req_t  <= ~req_t;
            end
        end
    end
    always @(posedge clk_b) begin
        if (rst_b) begin
            req_sync <= 3'b000; ack_t <= 1'b0; data_b <= 8'd0; valid_b <= 1'b0;
        end else begin
            req_sync <= {req_sync[1:0], req_t};
            valid_b  <= 1'b0;
            if (req_sync[2] ^ req_sync[1]) begin
                data_b  <= hold_a;
                valid_b <= 1'b1;
                ack_t   <= req_sync[1];
            end
        end
    end
endmodule
