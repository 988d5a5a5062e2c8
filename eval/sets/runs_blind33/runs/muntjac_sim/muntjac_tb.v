// muntjac_tb: directed testbench for muntjac_sat, compares against a reference model
`timescale 1ns/1ps
module muntjac_tb;
    reg clk = 0, rst = 1, sub = 0;
    reg signed [7:0] a = 0, b = 0;
    wire signed [7:0] y;
    wire sat;
    integer errors = 0, checks = 0, ia, ib, isub, ref_v;

    muntjac_sat dut (.clk(clk), .rst(rst), .sub(sub), .a(a), .b(b), .y(y), .sat(sat));

    always #4 clk = ~clk;

    task check(input integer av, input integer bv, input integer sv);
        integer r;
        begin
            @(negedge clk);
            a = av; b = bv; sub = sv;
            @(negedge clk);
            r = sv ? av - bv : av + bv;
            if (r > 127) r = 127;
            if (r < -128) r = -128;
            checks = checks + 1;
            if (y !== r[7:0]) begin
                errors = errors + 1;
                if (errors <= 5)
                    $display("ERROR: a=%0d b=%0d sub=%0d got y=%0d sat=%b expected %0d", av, bv, sv, y, sat, r);
            end
        end
    endtask

    initial begin
        repeat (2) @(posedge clk);
        rst = 0;
        check(10, 20, 0);
        check(100, 27, 0);
        check(100, 28, 0);
        check(-100, -28, 0);
        check(-100, -29, 0);
        check(-5, 3, 0);
        check(50, 100, 1);
        check(-120, 20, 1);
        check(127, -1, 1);
        check(0, -128, 1);
        check(-1, -1, 0);
        check(-64, -64, 0);
        $display("%0d checks, %0d mismatches", checks, errors);
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED: %0d of %0d checks mismatched", errors, checks);
        $finish;
    end
endmodule
