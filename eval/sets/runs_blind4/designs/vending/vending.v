// Coin-operated vending controller: accepts 5 and 10 unit coins,
// vends at 20, gives change of 5 when 25 is reached. Synchronous reset.
module vending (
    input  wire clk,
    input  wire rst_n,
    input  wire coin5,
    input  wire coin10,
    output reg  dispense,
    output reg  change
);
    localparam S0 = 3'd0, S5 = 3'd1, S10 = 3'd2, S15 = 3'd3, S20 = 3'd4, S25 = 3'd5;
    reg [2:0] state, nxt;

    always @(posedge clk)
        if (!rst_n) state <= S0;
        else        state <= nxt;

    always @(*) begin
        nxt = state;
        case (state)
            S0:  if (coin10) nxt = S10; else if (coin5) nxt = S5;
            S5:  if (coin10) nxt = S15; else if (coin5) nxt = S10;
            S10: if (coin10) nxt = S20; else if (coin5) nxt = S15;
            S15: if (coin10) nxt = S25; else if (coin5) nxt = S20;
            S20: nxt = S0;
            S25: nxt = S0;
            default: nxt = S0;
        endcase
    end

    // outputs decoded from the current state, registered once
    always @(posedge clk)
        if (!rst_n) begin
            dispense <= 1'b0;
            change   <= 1'b0;
        end else begin
            dispense <= (state == S20) || (state == S25);
            change   <= (state == S25);
        end
endmodule
