// Self-checking testbench for wombat_sat: compares against a behavioural 9-bit reference for a list of corner cases.
`timescale 1ns/1ps
module wombat_sat_tb;
    reg clk = 0, sub = 0;
    reg signed [7:0] x = 0, y = 0;
    wire signed [7:0] z;
    wire sat_hit;
    integer errors = 0, checks = 0;
    wombat_sat dut (.clk(clk), .sub(sub), .x(x), .y(y), .z(z), .sat_hit(sat_hit));
    always #5 clk = ~clk;

    task check(input s, input signed [7:0] a, input signed [7:0] b);
        integer ref_full; reg signed [7:0] expv;
        begin
            sub = s; x = a; y = b;
            @(posedge clk); #1;
            ref_full = s ? (a - b) : (a + b);
            if (ref_full > 127) expv = 127;
            else if (ref_full < -128) expv = -128;
            else expv = ref_full;
            checks = checks + 1;
            if (z !== expv) begin
                errors = errors + 1;
                $display("MISMATCH: sub=%0d x=%0d y=%0d -> z=%0d expected %0d", s, a, b, z, expv);
            end
        end
    endtask

    initial begin
        check(0, 10, 20);
        check(0, 100, 100);
        check(0, -100, -100);
        check(1, 50, 20);
        check(1, -100, 100);
        check(1, 0, -128);
        check(1, -1, -128);
        check(0, 127, 0);
        check(1, 100, -100);
        if (errors == 0) $display("TEST PASSED: %0d checks", checks);
        else $display("TEST FAILED: %0d of %0d checks mismatched", errors, checks);
        $finish;
    end
endmodule
