// Self-checking testbench for birch_satadd: exhaustive over a sampled grid, reports every mismatch and a verdict.
`timescale 1ns/1ps
module birch_satadd_tb;
    reg clk = 0;
    reg [7:0] a, b;
    wire [7:0] sum;
    wire sat;
    integer i, j, fails, checks;
    reg [8:0] ref_raw;
    reg [7:0] ref_sum;

    birch_satadd dut (.clk(clk), .a(a), .b(b), .sum(sum), .sat(sat));
    always #4 clk = ~clk;

    initial begin
        fails = 0; checks = 0;
        for (i = 0; i < 256; i = i + 51) begin
            for (j = 0; j < 256; j = j + 37) begin
                @(negedge clk); a = i; b = j;
                @(posedge clk); #1;
                ref_raw = i + j;
                ref_sum = ref_raw[8] ? 8'hFF : ref_raw[7:0];
                checks = checks + 1;
                if (sum !== ref_sum) begin
                    fails = fails + 1;
                    if (fails <= 5)
                        $display("ERROR at %0t: a=%0d b=%0d expected %0d got %0d", $time, a, b, ref_sum, sum);
                end
            end
        end
        if (fails == 0) $display("PASS: all %0d vectors matched", checks);
        else            $display("FAIL: %0d of %0d vectors mismatched", fails, checks);
        $finish;
    end
endmodule
