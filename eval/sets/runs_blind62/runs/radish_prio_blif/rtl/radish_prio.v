// radish_prio: 16-input priority encoder with valid flag and one-hot grant (lowest index wins)
// Typical use: round-robin style arbitration front end, one grant per cycle.
// Both idx and grant are derived from the masked request vector m.
// Purely combinational; mask lets software disable individual requests.
module radish_prio (
    input  wire [15:0] req,
    input  wire [15:0] mask,
    output reg  [3:0]  idx,
    output wire        valid,
    output wire [15:0] grant
);
    wire [15:0] m = req & ~mask;
    integer i;
    assign valid = |m;
    assign grant = m & (~m + 16'd1);
    always @(*) begin
        idx = 4'd0;
        for (i = 15; i >= 0; i = i - 1)
            if (m[i]) idx = i[3:0];
    end
endmodule
