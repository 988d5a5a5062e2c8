// seqdet: overlapping detector for the serial pattern 1-0-1-1.
// Written as a classic binary-coded Moore machine; synthesis may re-encode it.
module seqdet (
    input  wire clk,
    input  wire rst,
    input  wire din,
    output reg  found
);
    localparam S_IDLE = 3'd0,
               S_1    = 3'd1,
               S_10   = 3'd2,
               S_101  = 3'd3,
               S_1011 = 3'd4;

    reg [2:0] state, nxt;

    always @(posedge clk) begin
        if (rst) state <= S_IDLE;
        else     state <= nxt;
    end

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
        if (rst) found <= 1'b0;
        else     found <= (nxt == S_1011);
    end
endmodule
