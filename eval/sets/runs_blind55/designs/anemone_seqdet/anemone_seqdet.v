// anemone_seqdet: Moore FSM that detects the serial pattern 1011 on din.
// Spec: overlapping matches must be reported (1011011 -> two hits); hit is high for one
// clock in the cycle after the last pattern bit. Sync active-high reset.
// States: S_IDLE, S_1, S_10, S_101, S_HIT (one-hot would be overkill, 3-bit binary).
module anemone_seqdet (
    input      clk,
    input      rst,
    input      din,
    output     hit
);
    localparam S_IDLE = 3'd0, S_1 = 3'd1, S_10 = 3'd2, S_101 = 3'd3, S_HIT = 3'd4;

    reg [2:0] state, next;

    always @(posedge clk)
        if (rst) state <= S_IDLE;
        else     state <= next;

    always @* begin
        next = state;
        case (state)
            S_IDLE: next = din ? S_1    : S_IDLE;
            S_1:    next = din ? S_1    : S_10;
            S_10:   next = din ? S_101  : S_IDLE;
            S_101:  next = din ? S_HIT  : S_10;
            // after a hit the trailing 1 should count as the start of the next match
            S_HIT:  next = din ? S_IDLE : S_IDLE;
            default: next = S_IDLE;
        endcase
    end

    assign hit = (state == S_HIT);
endmodule
