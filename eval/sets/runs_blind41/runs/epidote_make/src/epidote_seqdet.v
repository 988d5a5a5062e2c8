// epidote_seqdet: Mealy FSM that detects the serial pattern 1011 (overlapping) on din
// hit pulses in the cycle the last '1' is seen; count holds the number of hits (saturating at 255)
module epidote_seqdet (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    output wire       hit,
    output reg  [7:0] count
);
    localparam S0 = 2'd0,  // nothing
               S1 = 2'd1,  // seen 1
               S2 = 2'd2,  // seen 10
               S3 = 2'd3;  // seen 101

    reg [1:0] state, nxt;

    always @(*) begin
        case (state)
            S0: nxt = din ? S1 : S0;
            S1: nxt = din ? S1 : S2;
            S2: nxt = din ? S3 : S0;
            S3: nxt = din ? S1 : S2;   // 1011 -> last 1 restarts at S1
            default: nxt = S0;
        endcase
    end

    assign hit = (state == S3) && din;

    always @(posedge clk) begin
        if (rst) begin
            state <= S0;
            count <= 8'd0;
        end else begin
            state <= nxt;
            if (hit && count != 8'hFF)
                count <= count + 8'd1;
        end
    end
endmodule
