// tilapia_prio: 16-input priority encoder with registered output; lowest index wins
// ports: clk, req[15:0] -> idx[3:0], any
module tilapia_prio (
    input  wire        clk,
    input  wire [15:0] req,
    output reg  [3:0]  idx,
    output reg         any
);
    integer i;
    reg [3:0] idx_c;
    always @(*) begin
        idx_c = 4'd0;
        for (i = 15; i >= 0; i = i - 1)
            if (req[i]) idx_c = i[3:0];
    end
    always @(posedge clk) begin
        idx <= idx_c;
        any <= |req;
    end
endmodule
// note: the loop runs from the top index down so that the
// last assignment (lowest set bit) wins.
