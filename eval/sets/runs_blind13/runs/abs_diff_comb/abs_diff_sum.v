// abs_diff_sum -- block-matching kernel: sum of absolute differences over
// four 8-bit pixel pairs, plus the largest single difference and its lane.
// Purely combinational; the caller registers the results.
module abs_diff_sum (
    input  wire [31:0] cur,     // four pixels of the current block
    input  wire [31:0] ref_px,  // four pixels of the reference block
    output wire [9:0]  sad,
    output reg  [7:0]  peak,
    output reg  [1:0]  peak_lane
);
    wire [7:0] d0, d1, d2, d3;

    function [7:0] absdiff;
        input [7:0] x;
        input [7:0] y;
        begin
            absdiff = (x >= y) ? (x - y) : (y - x);
        end
    endfunction

    assign d0 = absdiff(cur[7:0],   ref_px[7:0]);
    assign d1 = absdiff(cur[15:8],  ref_px[15:8]);
    assign d2 = absdiff(cur[23:16], ref_px[23:16]);
    assign d3 = absdiff(cur[31:24], ref_px[31:24]);

    assign sad = {2'b00, d0} + {2'b00, d1} + {2'b00, d2} + {2'b00, d3};

    // largest difference; the lower lane wins a tie
    always @(*) begin
        peak      = d0;
        peak_lane = 2'd0;
        if (d1 > peak) begin peak = d1; peak_lane = 2'd1; end
        if (d2 > peak) begin peak = d2; peak_lane = 2'd2; end
        if (d3 > peak) begin peak = d3; peak_lane = 2'd3; end
    end
endmodule
