// xolo_seqdet: Moore FSM that detects the serial pattern 1011 on din, overlapping
// occurrences included (e.g. 1011011 contains two matches). hit is high for one clock
// in the cycle after the last bit of a match. State encoding is binary, reset is synchronous.
module xolo_seqdet (
    input  wire clk,
    input  wire rst,
    input  wire din,
    output wire hit,
    output reg  [7:0] hit_count
);
    localparam S_IDLE = 3'd0,  // nothing matched
               S_1    = 3'd1,  // seen 1
               S_10   = 3'd2,  // seen 10
               S_101  = 3'd3,  // seen 101
               S_1011 = 3'd4;  // seen 1011 -> hit

    reg [2:0] state, nstate;

    always @(*) begin
        case (state)
            S_IDLE:  nstate = din ? S_1    : S_IDLE;
            S_1:     nstate = din ? S_1    : S_10;
            S_10:    nstate = din ? S_101  : S_IDLE;
            S_101:   nstate = din ? S_1011 : S_10;
            S_1011:  nstate = din ? S_1    : S_IDLE;
            default: nstate = S_IDLE;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            state     <= S_IDLE;
            hit_count <= 8'd0;
        end else begin
            state <= nstate;
            if (nstate == S_1011)
                hit_count <= hit_count + 8'd1;
        end
    end

    assign hit = (state == S_1011);
endmodule
