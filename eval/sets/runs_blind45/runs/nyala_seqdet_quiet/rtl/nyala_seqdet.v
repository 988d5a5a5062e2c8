// nyala_seqdet: Moore FSM that detects the serial pattern 1011 (overlapping) and counts hits
// Ports: clk, rst_n (async), din -> hit (one clock), hits[3:0] (saturating count)
module nyala_seqdet (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       din,
    output wire       hit,
    output reg  [3:0] hits
);
    localparam S0 = 3'd0,   // nothing
               S1 = 3'd1,   // 1
               S2 = 3'd2,   // 10
               S3 = 3'd3,   // 101
               S4 = 3'd4;   // 1011 (hit)

    reg [2:0] state, nxt;

    always @(*) begin
        case (state)
            S0: nxt = din ? S1 : S0;
            S1: nxt = din ? S1 : S2;
            S2: nxt = din ? S3 : S0;
            S3: nxt = din ? S4 : S2;
            S4: nxt = din ? S1 : S2;
            default: nxt = S0;
        endcase
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) state <= S0;
        else        state <= nxt;

    assign hit = (state == S4);

    always @(posedge clk or negedge rst_n)
        if (!rst_n) hits <= 4'd0;
        else if (hit && hits != 4'hf) hits <= hits + 4'd1;
endmodule
