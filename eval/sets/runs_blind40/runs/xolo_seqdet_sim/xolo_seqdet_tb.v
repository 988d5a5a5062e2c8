// xolo_seqdet_tb: self-checking testbench for xolo_seqdet. Drives a bit stream with
// overlapping 1011 patterns and compares hit against a shift-register reference model.
`timescale 1ns/1ps
module xolo_seqdet_tb;
    reg clk = 0, rst = 1, din = 0;
    wire hit;
    wire [7:0] hit_count;
    reg [3:0] hist = 4'b0000;
    reg       exp_hit = 0;
    integer   i, errors = 0, expected = 0;
    // stream: 1011 011 (overlap) 0 1011 1 1011 0000
    reg [23:0] stream = 24'b1011011_0_1011_1_1011_0000_0;

    xolo_seqdet dut (.clk(clk), .rst(rst), .din(din), .hit(hit), .hit_count(hit_count));
    always #5 clk = ~clk;

    initial begin
        $dumpfile("xolo_seqdet_tb.vcd");
        $dumpvars(0, xolo_seqdet_tb);
        @(negedge clk); @(negedge clk); rst = 0;
        for (i = 23; i >= 0; i = i - 1) begin
            din = stream[i];
            @(posedge clk);
            hist = {hist[2:0], din};
            exp_hit = (hist == 4'b1011);
            if (exp_hit) expected = expected + 1;
            @(negedge clk);
            if (hit !== exp_hit) begin
                errors = errors + 1;
                $display("ERROR: bit %0d at %0t: hit=%b expected %b", 23 - i, $time, hit, exp_hit);
            end
        end
        if (hit_count != expected) begin
            errors = errors + 1;
            $display("ERROR: hit_count=%0d expected %0d", hit_count, expected);
        end
        if (errors == 0) $display("TEST PASSED: %0d matches", expected);
        else             $display("TEST FAILED: %0d mismatches (%0d matches expected)", errors, expected);
        $finish;
    end
endmodule
