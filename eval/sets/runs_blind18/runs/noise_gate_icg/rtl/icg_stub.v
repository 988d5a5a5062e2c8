// Simulation/synthesis stub for the clock gating cell of the 28nm library
// used by the production flow. Treated as a black box by synthesis.
(* blackbox *)
module CLKGATE_X1 (
    input  wire CK,
    input  wire E,
    input  wire SE,
    output wire GCK
);
endmodule
