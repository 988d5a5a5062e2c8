// nasturtium_seqdet: Moore FSM that detects the serial pattern 1-0-1-1 (overlaps allowed).
// Ports: clk, rst (sync, active high), din (one bit per clock while din_valid),
//        din_valid, found (high for one cycle after the last bit of a match), matches[7:0].
module nasturtium_seqdet (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    input  wire       din_valid,
    output wire       found,
    output reg  [7:0] matches
);
    localparam S_IDLE = 3'd0,  // nothing matched
               S_1    = 3'd1,  // "1"
               S_10   = 3'd2,  // "10"
               S_101  = 3'd3,  // "101"
               S_1011 = 3'd4;  // "1011" (match)

    reg [2:0] state, nxt;

    always @(*) begin
        nxt = state;
        case (state)
            S_IDLE: nxt = din ? S_1    : S_IDLE;
            S_1:    nxt = din ? S_1    : S_10;
            S_10:   nxt = din ? S_101  : S_IDLE;
            S_101:  nxt = din ? S_1011 : S_10;
            S_1011: nxt = din ? S_1    : S_10;
            default: nxt = S_IDLE;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            state   <= S_IDLE;
            matches <= 8'd0;
        end else if (din_valid) begin
            state <= nxt;
            if (nxt == S_1011)
                matches <= matches + 8'd1;
        end
    end

    assign found = (state == S_1011);
endmodule
