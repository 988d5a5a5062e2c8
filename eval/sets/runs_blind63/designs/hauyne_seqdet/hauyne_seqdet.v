// hauyne_seqdet: Moore FSM that detects the serial pattern 1011 (overlapping) on din
// Outputs: hit is high for one cycle after the last 1 of the pattern; hits counts detections
// (8 bits, wraps). States are one-hot encoded by the synthesis tool (fsm pass).
module hauyne_seqdet (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    output wire       hit,
    output reg  [7:0] hits
);
    localparam S0 = 3'd0, S1 = 3'd1, S10 = 3'd2, S101 = 3'd3, S1011 = 3'd4;
    reg [2:0] state, next;

    always @(*) begin
        case (state)
            S0:    next = din ? S1    : S0;
            S1:    next = din ? S1    : S10;
            S10:   next = din ? S101  : S0;
            S101:  next = din ? S1011 : S10;
            S1011: next = din ? S1    : S10;
            default: next = S0;
        endcase
    end

    assign hit = (state == S1011);

    always @(posedge clk) begin
        if (rst) begin
            state <= S0;
            hits  <= 8'd0;
        end else begin
            state <= next;
            if (next == S1011)
                hits <= hits + 8'd1;
        end
    end
endmodule
