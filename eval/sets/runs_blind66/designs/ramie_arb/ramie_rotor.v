// ramie_rotor: combinational round-robin pick: first requester after 'last', wrapping around
module ramie_rotor (
    input  wire [3:0] req,
    input  wire [1:0] last,
    output reg  [3:0] pick
);
    integer k;
    reg [1:0] idx;
    reg found;
    always @(*) begin
        pick = 4'd0; found = 1'b0;
        for (k = 1; k <= 4; k = k + 1) begin
            idx = last + k[1:0];
            if (!found && req[idx]) begin pick[idx] = 1'b1; found = 1'b1; end
        end
    end
endmodule
