// bobolink_gcd_tb: self-checking testbench for bobolink_gcd, compares against a software GCD.
`timescale 1ns/1ps
module bobolink_gcd_tb;
    reg         clk = 0, rst = 1, start = 0;
    reg  [15:0] a_in, b_in;
    wire        busy, done;
    wire [15:0] result;
    integer     i, errors = 0, cycles, max_cycles = 0;

    bobolink_gcd #(.W(16)) dut (.clk(clk), .rst(rst), .start(start), .a_in(a_in), .b_in(b_in),
                                .busy(busy), .done(done), .result(result));
    always #5 clk = ~clk;

    function [15:0] ref_gcd(input [15:0] x, input [15:0] y);
        reg [15:0] t;
        begin
            while (y != 0) begin t = x % y; x = y; y = t; end
            ref_gcd = x;
        end
    endfunction

    task run_one(input [15:0] x, input [15:0] y);
        begin
            @(negedge clk); a_in = x; b_in = y; start = 1;
            @(negedge clk); start = 0;
            cycles = 0;
            while (!done) begin @(negedge clk); cycles = cycles + 1; end
            if (cycles > max_cycles) max_cycles = cycles;
            if (result !== ref_gcd(x, y)) begin
                errors = errors + 1;
                $display("ERROR: gcd(%0d,%0d) = %0d, expected %0d", x, y, result, ref_gcd(x, y));
            end
        end
    endtask

    initial begin
        repeat (3) @(negedge clk); rst = 0;
        run_one(48, 18); run_one(1071, 462); run_one(0, 9); run_one(17, 0); run_one(65535, 1);
        for (i = 0; i < 40; i = i + 1) run_one(($random & 16'h0fff) + 1, ($random & 16'h00ff) + 1);
        $display("checked 45 vectors, longest computation %0d cycles", max_cycles);
        if (errors == 0) $display("TEST PASSED");
        else $display("TEST FAILED: %0d mismatches", errors);
        $finish;
    end
endmodule
