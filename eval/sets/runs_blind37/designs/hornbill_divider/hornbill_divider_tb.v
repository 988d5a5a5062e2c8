// hornbill_divider_tb: self-checking testbench for hornbill_divider.
// Define NVEC (e.g. iverilog -DNVEC=500) to change the number of random vectors (default 100).
`timescale 1ns/1ps
`ifndef NVEC
`define NVEC 100
`endif
module hornbill_divider_tb;
    reg         clk = 0, rst = 1, start = 0;
    reg  [15:0] dividend, divisor;
    wire [15:0] quotient, remainder;
    wire        done, div_by_zero;
    integer     i, errors = 0, checked = 0;

    hornbill_divider #(.N(16)) dut (
        .clk(clk), .rst(rst), .start(start), .dividend(dividend), .divisor(divisor),
        .quotient(quotient), .remainder(remainder), .done(done), .div_by_zero(div_by_zero));

    always #4 clk = ~clk;

    task check(input [15:0] n, input [15:0] m);
        begin
            @(negedge clk); dividend = n; divisor = m; start = 1;
            @(negedge clk); start = 0;
            while (!done) @(negedge clk);
            checked = checked + 1;
            if (m == 0) begin
                if (!div_by_zero || quotient !== 16'hffff || remainder !== n) begin
                    errors = errors + 1;
                    $display("ERROR: %0d/0 -> q=%h r=%0d dbz=%b", n, quotient, remainder, div_by_zero);
                end
            end else if (quotient !== n / m || remainder !== n % m) begin
                errors = errors + 1;
                $display("ERROR: %0d/%0d -> q=%0d r=%0d, expected q=%0d r=%0d",
                         n, m, quotient, remainder, n / m, n % m);
            end
        end
    endtask

    initial begin
        repeat (2) @(negedge clk); rst = 0;
        check(100, 7); check(65535, 255); check(5, 9); check(1234, 0); check(40000, 1);
        for (i = 0; i < `NVEC; i = i + 1) check($random, ($random & 16'h03ff));
        $display("divider: %0d divisions checked, %0d errors", checked, errors);
        if (errors == 0) $display("TEST PASSED");
        else $display("TEST FAILED");
        $finish;
    end
endmodule
