// Two-master bus grant logic. A late ECO added a second driver for the
// grant bus (the "fixed priority" override) without removing the original
// round-robin assignment.
module bus_grant_conflict (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [1:0] req,
    input  wire       prio_mode,
    output wire [1:0] grant,
    output reg        last_m1
);
    // original round-robin grant
    assign grant[0] = req[0] & (~req[1] | last_m1);
    assign grant[1] = req[1] & (~req[0] | ~last_m1);

    // ECO: fixed-priority override (conflicts with the lines above)
    assign grant = {prio_mode & req[1] & ~req[0], prio_mode & req[0]};

    always @(posedge clk or negedge rst_n)
        if (!rst_n)        last_m1 <= 1'b0;
        else if (|grant)   last_m1 <= grant[1];
endmodule
