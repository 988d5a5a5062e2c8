// sapsucker_lfsr: 16-bit Galois LFSR pseudo-random generator with loadable seed and TAPS parameter
// Default TAPS = 16'hB400 (x^16+x^14+x^13+x^11+1), maximal length 65535; a zero seed is replaced by 16'hACE1.
// step advances one state per clock; lock-up detection raises stuck if the state ever becomes zero.
module sapsucker_lfsr #(parameter [15:0] TAPS = 16'hB400) (
    input  wire        clk,
    input  wire        rst,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        step,
    output reg  [15:0] state,
    output wire        rnd_bit,
    output reg         stuck
);
    wire [15:0] next = state[0] ? ((state >> 1) ^ TAPS) : (state >> 1);

    always @(posedge clk) begin
        if (rst) begin
            state <= 16'hACE1;
            stuck <= 1'b0;
        end else if (load) begin
            state <= (seed == 16'h0000) ? 16'hACE1 : seed;
            stuck <= 1'b0;
        end else if (step) begin
            state <= next;
            if (next == 16'h0000)
                stuck <= 1'b1;
        end
    end

    assign rnd_bit = state[0];
endmodule
