// rosemary_seqdet: Moore FSM that raises 'hit' for one cycle after the serial pattern 1011 is seen on din.
// Ports: clk, rst (sync), din (one bit per clock), hit.
// Note: after a match the FSM returns to IDLE, so overlapping patterns (e.g. 1011011) are NOT detected twice.
module rosemary_seqdet (
    input  wire clk,
    input  wire rst,
    input  wire din,
    output reg  hit
);
    localparam [2:0] IDLE = 3'd0, S1 = 3'd1, S10 = 3'd2, S101 = 3'd3, S1011 = 3'd4;
    reg [2:0] state, nxt;

    always @(*) begin
        nxt = state;
        case (state)
            IDLE:  nxt = din ? S1   : IDLE;
            S1:    nxt = din ? S1   : S10;
            S10:   nxt = din ? S101 : IDLE;
            S101:  nxt = din ? S1011 : S10;
            S1011: nxt = din ? S1   : IDLE;   // no overlap: restart
            default: nxt = IDLE;
        endcase
    end

    always @(posedge clk) begin
        if (rst) state <= IDLE;
        else     state <= nxt;
    end

    always @(posedge clk) begin
        if (rst) hit <= 1'b0;
        else     hit <= (nxt == S1011);
    end
endmodule
