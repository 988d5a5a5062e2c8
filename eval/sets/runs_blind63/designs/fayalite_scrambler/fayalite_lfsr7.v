// fayalite_lfsr7: 7-bit Fibonacci LFSR, polynomial x^7 + x^6 + 1, used as the scrambler sequence
module fayalite_lfsr7 (
    input  wire       clk,
    input  wire       load,
    input  wire [6:0] seed,
    input  wire       step,
    output wire       bit_out,
    output reg  [6:0] state
);
    assign bit_out = state[6] ^ state[5];
    always @(posedge clk) begin
        if (load)
            state <= (seed == 7'd0) ? 7'h7F : seed;
        else if (step)
            state <= {state[5:0], bit_out};
    end
endmodule
