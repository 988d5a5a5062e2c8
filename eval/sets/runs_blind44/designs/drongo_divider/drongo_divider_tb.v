// drongo_divider_tb: self-checking testbench for drongo_divider (N=8): corner cases,
// divide-by-zero, then 1500 random operand pairs compared with the / and % operators.
`timescale 1ns/1ps
module drongo_divider_tb;
    reg        clk = 0, rst = 1, start = 0;
    reg  [7:0] dividend = 0, divisor = 0;
    wire [7:0] quotient, remainder;
    wire       busy, done, div0;
    integer    n, errors = 0, ops = 0, cycles;

    drongo_divider #(.N(8)) dut (.clk(clk), .rst(rst), .start(start), .dividend(dividend), .divisor(divisor),
        .quotient(quotient), .remainder(remainder), .busy(busy), .done(done), .div0(div0));

    always #4 clk = ~clk;

    task run_div(input [7:0] x, input [7:0] y);
        begin
            @(negedge clk);
            dividend = x; divisor = y; start = 1;
            @(negedge clk);
            start = 0;
            cycles = 1;
            while (!done) begin
                @(negedge clk);
                cycles = cycles + 1;
            end
            ops = ops + 1;
            if (y == 0) begin
                if (!div0 || quotient !== 8'hFF || remainder !== x) begin
                    errors = errors + 1;
                    $display("ERROR: %0d/0 gave q=%0d r=%0d div0=%b", x, quotient, remainder, div0);
                end
            end else if (quotient !== x / y || remainder !== x % y) begin
                errors = errors + 1;
                $display("ERROR: %0d/%0d gave q=%0d r=%0d, expected q=%0d r=%0d", x, y, quotient, remainder, x / y, x % y);
            end
        end
    endtask

    initial begin
        repeat (3) @(posedge clk);
        rst = 0;
        run_div(8'd0, 8'd1);
        run_div(8'd255, 8'd1);
        run_div(8'd255, 8'd255);
        run_div(8'd7, 8'd9);
        run_div(8'd200, 8'd13);
        $display("latency of a non-zero division: %0d cycles (start to done)", cycles);
        run_div(8'd100, 8'd0);
        $display("latency of a divide-by-zero: %0d cycles", cycles);
        for (n = 0; n < 1500; n = n + 1)
            run_div($random, $random);
        if (errors == 0)
            $display("TEST PASSED: %0d divisions, 0 errors", ops);
        else
            $display("TEST FAILED: %0d errors in %0d divisions", errors, ops);
        $finish;
    end
endmodule
