// magnetite_gray_tb: self-checking testbench for magnetite_gray. Counts through all 64 states
// and checks (a) successive Gray codes differ in exactly one bit, (b) bin_out equals the count.
`timescale 1ns/1ps
module magnetite_gray_tb;
    reg        clk = 0, rst = 1, inc = 0;
    wire [5:0] gray_out, bin_out;
    reg  [5:0] prev_gray, expected;
    integer    i, errors = 0, shown = 0;

    magnetite_gray dut (.clk(clk), .rst(rst), .inc(inc), .gray_out(gray_out), .bin_out(bin_out));

    always #10 clk = ~clk;

    function integer ones(input [5:0] v);
        integer k;
        begin
            ones = 0;
            for (k = 0; k < 6; k = k + 1) ones = ones + v[k];
        end
    endfunction

    initial begin
        @(negedge clk); @(negedge clk);
        rst = 0;
        inc = 1;
        prev_gray = gray_out;
        expected  = 0;
        for (i = 1; i <= 64; i = i + 1) begin
            @(negedge clk);
            expected = expected + 1;
            if (ones(gray_out ^ prev_gray) != 1) begin
                errors = errors + 1;
                if (shown < 6) begin shown = shown + 1;
                    $display("ERROR: step %0d gray %b -> %b changes %0d bits", i, prev_gray, gray_out, ones(gray_out ^ prev_gray)); end
            end
            if (bin_out !== expected) begin
                errors = errors + 1;
                if (shown < 6) begin shown = shown + 1;
                    $display("ERROR: step %0d gray=%b bin_out=%0d expected %0d", i, gray_out, bin_out, expected); end
            end
            prev_gray = gray_out;
        end
        if (errors == 0)
            $display("TEST PASSED: 64 steps, 0 errors");
        else
            $display("TEST FAILED: %0d errors in 64 steps (first %0d shown)", errors, shown);
        $finish;
    end
endmodule
