// self-checking testbench for gerenuk_divider: compares against / and % for random and corner operands
`timescale 1ns/1ps
module tb_gerenuk_divider;
    reg        clk = 0, rst = 1, start = 0;
    reg  [7:0] dividend, divisor;
    wire [7:0] quotient, remainder;
    wire       busy, done, div_by_zero;
    integer    i, errors = 0, vectors = 0;

    gerenuk_divider #(.N(8)) dut (
        .clk(clk), .rst(rst), .start(start), .dividend(dividend), .divisor(divisor),
        .quotient(quotient), .remainder(remainder), .busy(busy), .done(done), .div_by_zero(div_by_zero));

    always #5 clk = ~clk;

    task run_one(input [7:0] x, input [7:0] y);
        begin
            @(negedge clk);
            dividend = x; divisor = y; start = 1;
            @(negedge clk);
            start = 0;
            while (!done) @(negedge clk);
            vectors = vectors + 1;
            if (y == 0) begin
                if (!div_by_zero || quotient !== 8'hff) begin
                    $display("ERROR: %0d / 0 gave q=%0d dbz=%b", x, quotient, div_by_zero);
                    errors = errors + 1;
                end
            end else if (quotient !== x / y || remainder !== x % y) begin
                $display("ERROR: %0d / %0d gave q=%0d r=%0d (expected %0d r %0d)",
                         x, y, quotient, remainder, x / y, x % y);
                errors = errors + 1;
            end
        end
    endtask

    initial begin
        $dumpfile("gerenuk_divider.vcd");
        $dumpvars(0, tb_gerenuk_divider);
        repeat (3) @(negedge clk);
        rst = 0;
        run_one(8'd200, 8'd7);
        run_one(8'd255, 8'd1);
        run_one(8'd5,   8'd9);
        run_one(8'd144, 8'd12);
        run_one(8'd77,  8'd0);
        for (i = 0; i < 250; i = i + 1)
            run_one($random, $random);
        if (errors == 0)
            $display("TEST PASSED: %0d divisions checked", vectors);
        else
            $display("TEST FAILED: %0d of %0d divisions wrong", errors, vectors);
        $finish;
    end
endmodule
