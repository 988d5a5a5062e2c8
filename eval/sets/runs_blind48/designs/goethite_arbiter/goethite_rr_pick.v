// goethite_rr_pick: rotating-priority picker; the requester after last_id has the highest priority.
module goethite_rr_pick (
    input  wire [3:0] req,
    input  wire [1:0] last_id,
    output reg  [3:0] pick,
    output wire       any
);
    integer i;
    reg [1:0] idx;
    reg       found;
    assign any = |req;
    always @* begin
        pick  = 4'b0000;
        found = 1'b0;
        for (i = 1; i <= 4; i = i + 1) begin
            idx = last_id + i[1:0];
            if (!found && req[idx]) begin
                pick[idx] = 1'b1;
                found     = 1'b1;
            end
        end
    end
endmodule
