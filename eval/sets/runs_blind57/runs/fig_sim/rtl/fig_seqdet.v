// fig_seqdet: Moore FSM that flags the serial pattern 1101 on din
// Ports: clk, rst (sync high), din, hit (high for one cycle after the last bit of a match), count[7:0] (number of hits)
// Spec: overlapping matches must be detected (1101101 -> two hits).
module fig_seqdet (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    output wire       hit,
    output reg  [7:0] count
);
    localparam S0 = 3'd0;   // nothing
    localparam S1 = 3'd1;   // seen 1
    localparam S2 = 3'd2;   // seen 11
    localparam S3 = 3'd3;   // seen 110
    localparam S4 = 3'd4;   // seen 1101 (match)

    reg [2:0] state, nxt;

    always @(*) begin
        case (state)
            S0: nxt = din ? S1 : S0;
            S1: nxt = din ? S2 : S0;
            S2: nxt = din ? S2 : S3;
            S3: nxt = din ? S4 : S0;
            S4: nxt = din ? S1 : S0;   // after a match restart from "seen 1"
            default: nxt = S0;
        endcase
    end

    assign hit = (state == S4);

    always @(posedge clk) begin
        if (rst) begin
            state <= S0;
            count <= 8'd0;
        end else begin
            state <= nxt;
            if (nxt == S4)
                count <= count + 1'b1;
        end
    end
endmodule
