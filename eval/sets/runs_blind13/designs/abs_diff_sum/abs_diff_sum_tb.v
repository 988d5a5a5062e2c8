// Self-checking testbench for abs_diff_sum: 2000 pseudo-random vectors plus
// a few corner cases, compared against a straightforward reference model.
`timescale 1ns/1ps
module abs_diff_sum_tb;
    reg  [31:0] cur, ref_px;
    wire [9:0]  sad;
    wire [7:0]  peak;
    wire [1:0]  peak_lane;
    integer     i, j, errors, exp_sad, exp_peak, exp_lane, d;
    reg  [31:0] seed;

    abs_diff_sum dut (.cur(cur), .ref_px(ref_px), .sad(sad), .peak(peak), .peak_lane(peak_lane));

    task check;
        begin
            exp_sad = 0; exp_peak = -1; exp_lane = 0;
            for (j = 0; j < 4; j = j + 1) begin
                d = cur[8*j +: 8] - ref_px[8*j +: 8];
                if (d < 0) d = -d;
                exp_sad = exp_sad + d;
                if (d > exp_peak) begin exp_peak = d; exp_lane = j; end
            end
            if (sad !== exp_sad[9:0] || peak !== exp_peak[7:0] || peak_lane !== exp_lane[1:0]) begin
                errors = errors + 1;
                if (errors < 5)
                    $display("MISMATCH cur=%h ref=%h sad=%0d/%0d peak=%0d/%0d lane=%0d/%0d",
                             cur, ref_px, sad, exp_sad, peak, exp_peak, peak_lane, exp_lane);
            end
        end
    endtask

    initial begin
        errors = 0;
        seed = 32'h1357_9bdf;
        cur = 32'h0000_0000; ref_px = 32'hffff_ffff; #1 check;
        cur = 32'hffff_ffff; ref_px = 32'h0000_0000; #1 check;
        cur = 32'h1234_5678; ref_px = 32'h1234_5678; #1 check;
        for (i = 0; i < 2000; i = i + 1) begin
            cur    = $random(seed);
            ref_px = $random(seed);
            #1 check;
        end
        if (errors == 0)
            $display("PASS: abs_diff_sum matched the reference on %0d vectors", 2003);
        else
            $display("FAIL: %0d mismatches", errors);
        $finish;
    end
endmodule
