// skink_divider_tb: self-checking testbench for skink_divider (W=8): directed corner cases,
// divide by zero and 300 random operand pairs checked against / and %.
`timescale 1ns/1ps
module skink_divider_tb;
    reg clk = 0, rst = 1, start = 0;
    reg [7:0] dividend, divisor;
    wire [7:0] quotient, remainder;
    wire busy, valid, div_by_zero;
    integer n, errors, checks;

    skink_divider #(.W(8)) dut (
        .clk(clk), .rst(rst), .start(start), .dividend(dividend), .divisor(divisor),
        .quotient(quotient), .remainder(remainder), .busy(busy), .valid(valid),
        .div_by_zero(div_by_zero));

    always #5 clk = ~clk;

    task run_one(input [7:0] x, input [7:0] y);
        begin
            @(negedge clk);
            dividend = x; divisor = y; start = 1;
            @(negedge clk);
            start = 0;
            while (!valid) @(negedge clk);
            checks = checks + 1;
            if (y == 0) begin
                if (!div_by_zero) begin
                    $display("ERROR: %0d / 0 did not flag div_by_zero", x);
                    errors = errors + 1;
                end
            end else if (quotient !== x / y || remainder !== x % y) begin
                $display("ERROR: %0d / %0d gave q=%0d r=%0d, expected q=%0d r=%0d",
                         x, y, quotient, remainder, x / y, x % y);
                errors = errors + 1;
            end
        end
    endtask

    initial begin
        errors = 0; checks = 0;
        dividend = 0; divisor = 0;
        repeat (3) @(posedge clk);
        rst = 0;
        run_one(8'd100, 8'd7);
        run_one(8'd255, 8'd1);
        run_one(8'd255, 8'd255);
        run_one(8'd3, 8'd200);
        run_one(8'd0, 8'd9);
        run_one(8'd42, 8'd0);
        for (n = 0; n < 300; n = n + 1)
            run_one($random, $random);
        if (errors == 0) $display("TEST PASSED: %0d divisions checked", checks);
        else             $display("TEST FAILED: %0d of %0d divisions wrong", errors, checks);
        $finish;
    end
endmodule
