// credit_pool: holds the number of transmit credits. Credits are consumed
// when a flit is sent and returned by the receiver; the pool saturates at
// max_credits and never goes below zero.
module credit_pool (
    input            clk,
    input            rst,
    input      [4:0] max_credits,
    input            consume,
    input            give_back,
    output reg [4:0] credits
);
    always @(posedge clk) begin
        if (rst)
            credits <= max_credits;
        else case ({consume, give_back})
            2'b10: if (credits != 5'd0)        credits <= credits - 5'd1;
            2'b01: if (credits != max_credits) credits <= credits + 5'd1;
            default: credits <= credits;
        endcase
    end
endmodule
