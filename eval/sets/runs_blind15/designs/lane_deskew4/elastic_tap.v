// elastic_tap: programmable delay of one W-bit lane, 0..DEPTH-1 cycles.
module elastic_tap #(
    parameter W     = 8,
    parameter DEPTH = 4
) (
    input  wire                      clk,
    input  wire [W-1:0]              d,
    input  wire [$clog2(DEPTH)-1:0]  sel,
    output wire [W-1:0]              q
);
    reg [W-1:0] stage [0:DEPTH-1];
    integer i;
    always @(posedge clk) begin
        stage[0] <= d;
        for (i = 1; i < DEPTH; i = i + 1)
            stage[i] <= stage[i-1];
    end
    assign q = (sel == 0) ? d : stage[sel - 1];
endmodule
