// galois_step: one step of a 16-bit Galois LFSR (taps 0xB400), advancing when 'adv' is high.
module galois_step (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        adv,
    output reg  [15:0] state
);
    always @(posedge clk or negedge rst_n)
        if (!rst_n)   state <= 16'hACE1;
        else if (adv) state <= state[0] ? ({1'b0, state[15:1]} ^ 16'hB400) : {1'b0, state[15:1]};
endmodule
