// pollucite_lfsr: 16-bit Galois LFSR scrambler with a loadable seed and a byte output.
// Taps 0xB400 (x^16 + x^14 + x^13 + x^11 + 1). Ports: clk, rst_n, load, seed[15:0], step,
// rnd_byte[7:0], lock (LFSR stuck at zero), dbg_state.
// Work in progress: several loose ends are left for the lint pass to find.
module pollucite_lfsr (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        step,
    input  wire [3:0]  mode,        // reserved, not used yet
    output wire [7:0]  rnd_byte,
    output wire        lock,
    output wire [15:0] dbg_state
);
    reg  [15:0] state;
    wire [15:0] taps = 16'hB400;
    wire [15:0] next;
    reg  [7:0]  spare;               // never driven
    wire        unused_fb;

    assign next = state[0] ? ((state >> 1) ^ taps) : (state >> 1);

    always @(posedge clk or negedge rst_n)
        if (!rst_n)
            state <= 16'hACE1;
        else if (load)
            state <= seed;
        else if (step)
            state <= next;

    // byte output: only 8 bits needed, full state is assigned (truncation)
    assign rnd_byte  = state ^ {spare, spare};
    assign lock      = (state == 0);
    assign unused_fb = state[16] ^ state[13];   // meant as an extra feedback tap
    assign fb_tap    = state[15] ^ state[13];   // never declared
    assign dbg_state = {state[7:0]};
endmodule
