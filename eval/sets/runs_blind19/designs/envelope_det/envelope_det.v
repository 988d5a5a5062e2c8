// Envelope detector for an audio level meter: rectify, fast attack,
// slow exponential release (shift-based).
module envelope_det #(
    parameter W   = 12,
    parameter REL = 4            // release shift
) (
    input  wire                clk,
    input  wire                rst_n,
    input  wire                smp_vld,
    input  wire signed [W-1:0] smp,
    output reg         [W-1:0] env,
    output wire                clip
);
    wire [W-1:0] rect = smp[W-1] ? (~smp + 1'b1) : smp;
    wire [W-1:0] decay = env - (env >> REL);
    reg  [W-1:0] env_nxt;

    always @(*) begin
        if (rect > env) env_nxt = rect;
        else            env_nxt = decay;
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n)       env <= {W{1'b0}};
        else if (smp_vld) env <= env_nxt;

    assign clip = &env[W-1:W-2];
endmodule
