// anemone_seqdet_tb: self-checking testbench, compares anemone_seqdet with a shift-register model.
`timescale 1ns/1ps
module anemone_seqdet_tb;
    reg  clk = 1'b0;
    reg  rst = 1'b1;
    reg  din = 1'b0;
    wire hit;
    reg  [3:0] hist = 4'b0000;
    reg        exp_hit = 1'b0;
    integer    errors = 0, hits = 0, exp_hits = 0, n;
    // stimulus: 1011011 0 1011 00 10110111 (overlapping matches included)
    reg [23:0] pattern = 24'b1011011_0_1011_00_10110111;

    anemone_seqdet dut (.clk(clk), .rst(rst), .din(din), .hit(hit));

    always #5 clk = ~clk;

    initial begin
        @(negedge clk); @(negedge clk);
        rst = 1'b0;
        for (n = 23; n >= -2; n = n - 1) begin
            din = (n >= 0) ? pattern[n] : 1'b0;
            @(posedge clk);
            // reference: hit is due right after the edge that shifts in the last 1 of 1011
            hist    = {hist[2:0], din};
            exp_hit = (hist == 4'b1011);
            #1;
            if (hit !== exp_hit) begin
                errors = errors + 1;
                $display("ERROR: cycle %0d hit=%b expected %b", 23 - n, hit, exp_hit);
            end
            if (hit) hits = hits + 1;
            if (exp_hit) exp_hits = exp_hits + 1;
            @(negedge clk);
        end
        $display("hits seen %0d, hits expected %0d", hits, exp_hits);
        if (errors == 0) $display("TEST PASSED: pattern detector matches the reference");
        else             $display("TEST FAILED: %0d mismatches", errors);
        $finish;
    end
endmodule
