// condor_seqdet: Moore FSM that detects the serial pattern 1011 (overlapping allowed)
// and counts the matches.
// Ports: clk, rst (sync high), din (serial bit), hit (1 cycle per match), hits[7:0].
module condor_seqdet (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    output wire       hit,
    output reg  [7:0] hits
);
    localparam S0 = 3'd0, S1 = 3'd1, S10 = 3'd2, S101 = 3'd3, S1011 = 3'd4;
    reg [2:0] state, nxt;

    always @(*) begin
        case (state)
            S0:     nxt = din ? S1    : S0;
            S1:     nxt = din ? S1    : S10;
            S10:    nxt = din ? S101  : S0;
            S101:   nxt = din ? S1011 : S10;
            S1011:  nxt = din ? S1    : S10;
            default: nxt = S0;
        endcase
    end

    assign hit = (state == S1011);

    always @(posedge clk) begin
        if (rst) begin
            state <= S0;
            hits  <= 8'd0;
        end else begin
            state <= nxt;
            if (hit)
                hits <= hits + 8'd1;
        end
    end
endmodule
