// lanesel: lane steering for a 4-lane byte bus. Combinational decode,
// but the case statements do not assign every output in every branch.
module lanesel (
    input  wire [1:0] mode,
    input  wire       en,
    input  wire [7:0] lane0,
    input  wire [7:0] lane1,
    input  wire [7:0] lane2,
    output reg  [7:0] out_a,
    output reg  [3:0] flag
);
    always @(*) begin
        case (mode)
            2'b00: out_a = lane0;
            2'b01: out_a = lane1;
            2'b10: out_a = lane2;
            // 2'b11 missing: out_a keeps its old value
        endcase
    end

    always @(*) begin
        if (en)
            flag = {lane0[7], lane1[7], lane2[7], ^mode};
        // no else: flag holds while en is low
    end
endmodule
