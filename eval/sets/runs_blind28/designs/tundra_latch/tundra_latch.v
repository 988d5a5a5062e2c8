// Deliberately latch-based 4x8 holding register: each byte lane is a transparent-high latch enabled by its own gate.
module tundra_latch (
    input  wire       gate0,
    input  wire       gate1,
    input  wire       gate2,
    input  wire       gate3,
    input  wire [7:0] din,
    output reg  [7:0] hold0,
    output reg  [7:0] hold1,
    output reg  [7:0] hold2,
    output reg  [7:0] hold3,
    output wire [7:0] merged
);
    // intentional level-sensitive storage
    always @(*) if (gate0) hold0 = din;
    always @(*) if (gate1) hold1 = din;
    always @(*) if (gate2) hold2 = din;
    always @(*) if (gate3) hold3 = din;

    assign merged = hold0 ^ hold1 ^ hold2 ^ hold3;
endmodule
