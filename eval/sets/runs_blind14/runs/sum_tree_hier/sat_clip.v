// sat_clip: clamp an unsigned IN-bit value to the OUT-bit maximum,
// registered, with a flag that says the value was clipped.
module sat_clip #(
    parameter IN  = 9,
    parameter OUT = 8
) (
    input  wire           clk,
    input  wire [IN-1:0]  v,
    output reg  [OUT-1:0] y,
    output reg            clipped
);
    wire over = |v[IN-1:OUT];
    always @(posedge clk) begin
        y       <= over ? {OUT{1'b1}} : v[OUT-1:0];
        clipped <= over;
    end
endmodule
