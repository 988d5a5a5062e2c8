// foxglove_seqdet: Moore FSM that detects the serial pattern 1-0-1-1 (overlapping) on din,
// plus an 8-bit saturating hit counter.
// Ports: clk, rst, din, hit (high for one cycle after the 4th pattern bit), hits[7:0].
module foxglove_seqdet (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    output wire       hit,
    output reg  [7:0] hits
);
    localparam [2:0] IDLE = 3'd0, S1 = 3'd1, S10 = 3'd2, S101 = 3'd3, S1011 = 3'd4;
    reg [2:0] state, nxt;

    always @* begin
        case (state)
            IDLE:    nxt = din ? S1    : IDLE;
            S1:      nxt = din ? S1    : S10;
            S10:     nxt = din ? S101  : IDLE;
            S101:    nxt = din ? S1011 : S10;
            S1011:   nxt = din ? S1    : S10;
            default: nxt = IDLE;
        endcase
    end

    always @(posedge clk) begin
        if (rst) state <= IDLE;
        else     state <= nxt;
    end

    assign hit = (state == S1011);

    always @(posedge clk) begin
        if (rst)
            hits <= 8'd0;
        else if (hit && hits != 8'hff)
            hits <= hits + 8'd1;
    end
endmodule
