// wagtail_deb_tb: self-checking testbench for wagtail_deb (STABLE=8): bounces shorter than
// STABLE clocks must be ignored, a stable press must produce exactly one rise and one fall.
`timescale 1ns/1ps
module wagtail_deb_tb;
    reg clk = 0, rst = 1, btn_raw = 0;
    wire btn_q, rise, fall;
    integer rises = 0, falls = 0, errors = 0, checks = 0;

    wagtail_deb #(.STABLE(8)) dut (.clk(clk), .rst(rst), .btn_raw(btn_raw),
                                   .btn_q(btn_q), .rise(rise), .fall(fall));
    always #5 clk = ~clk;
    always @(posedge clk) begin
        if (rise) rises = rises + 1;
        if (fall) falls = falls + 1;
    end

    task check(input cond, input [255:0] what);
        begin
            checks = checks + 1;
            if (!cond) begin
                errors = errors + 1;
                $display("ERROR at %0t: %0s", $time, what);
            end
        end
    endtask

    task bounce(input integer n);
        integer k;
        begin
            for (k = 0; k < n; k = k + 1) begin
                btn_raw = ~btn_raw; #20;
            end
        end
    endtask

    initial begin
        $dumpfile("wagtail_deb_tb.vcd");
        $dumpvars(0, wagtail_deb_tb);
        #32 rst = 0;
        #50;
        bounce(6);              // short glitches, ends low
        #40;
        check(btn_q == 0, "glitches leaked to btn_q");
        check(rises == 0, "rise pulse on glitches");
        btn_raw = 1; #300;      // real press
        check(btn_q == 1, "press not seen");
        check(rises == 1, "expected one rise");
        bounce(4);              // release bounce, ends high
        #30;
        check(btn_q == 1, "bounce during hold changed btn_q");
        btn_raw = 0; #300;      // release
        check(btn_q == 0, "release not seen");
        check(falls == 1, "expected one fall");
        check(rises == 1, "extra rise pulse");
        if (errors == 0) $display("TEST PASSED: %0d checks, %0d rise, %0d fall", checks, rises, falls);
        else             $display("TEST FAILED: %0d of %0d checks failed", errors, checks);
        $finish;
    end
endmodule
