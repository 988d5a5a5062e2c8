// sphagnum_fsm: overlapping "1011" serial pattern detector (Mealy-style output, registered)
// The serial input is first passed through sphagnum_sync (two-flop synchroniser, in sphagnum_sync.v).
// Ports: clk, rst_n, din (asynchronous serial bit), found (1-cycle pulse per match), matches[7:0] (saturating count)
module sphagnum_fsm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       din,
    output reg        found,
    output reg  [7:0] matches
);
    localparam S_IDLE = 3'd0,   // nothing useful seen
               S_1    = 3'd1,   // "1"
               S_10   = 3'd2,   // "10"
               S_101  = 3'd3;   // "101"

    wire       din_s;
    reg  [2:0] state;
    reg  [2:0] nstate;
    reg        hit;

    sphagnum_sync u_sync (.clk(clk), .rst_n(rst_n), .d(din), .q(din_s));

    always @* begin
        nstate = state;
        hit    = 1'b0;
        case (state)
            S_IDLE: nstate = din_s ? S_1 : S_IDLE;
            S_1:    nstate = din_s ? S_1 : S_10;
            S_10:   nstate = din_s ? S_101 : S_IDLE;
            S_101:  if (din_s) begin hit = 1'b1; nstate = S_1; end
                    else nstate = S_10;
            default: nstate = S_IDLE;
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state   <= S_IDLE;
            found   <= 1'b0;
            matches <= 8'd0;
        end else begin
            state <= nstate;
            found <= hit;
            if (hit && matches != 8'hFF)
                matches <= matches + 8'd1;
        end
    end
endmodule
