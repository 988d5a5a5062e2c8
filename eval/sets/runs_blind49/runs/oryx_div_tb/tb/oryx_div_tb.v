// oryx_div_tb: self-checking testbench for oryx_div (exhaustive over a sampled grid + divide by zero)
`timescale 1ns/1ps
module oryx_div_tb;
    reg clk = 0, rst_n = 0, start = 0;
    reg  [7:0] a, b;
    wire [7:0] q, r;
    wire busy, done, dbz;
    integer i, j, errors = 0, checks = 0;

    oryx_div #(.W(8)) dut (.clk(clk), .rst_n(rst_n), .start(start), .dividend(a), .divisor(b),
                           .quotient(q), .remainder(r), .busy(busy), .done(done), .div_by_zero(dbz));

    always #5 clk = ~clk;

    task run_one(input [7:0] x, input [7:0] y);
        begin
            @(negedge clk); a = x; b = y; start = 1;
            @(negedge clk); start = 0;
            while (!done) @(negedge clk);
            checks = checks + 1;
            if (y == 0) begin
                if (!dbz || q !== 8'hff || r !== x) begin
                    errors = errors + 1;
                    $display("ERROR: %0d / 0 -> q=%0d r=%0d dbz=%b", x, q, r, dbz);
                end
            end else if (q !== x / y || r !== x % y) begin
                errors = errors + 1;
                $display("ERROR: %0d / %0d -> q=%0d r=%0d (expected %0d r %0d)", x, y, q, r, x / y, x % y);
            end
        end
    endtask

    initial begin
        $dumpfile("oryx_div_tb.vcd");
        $dumpvars(0, oryx_div_tb);
        a = 0; b = 0;
        repeat (3) @(negedge clk);
        rst_n = 1;
        for (i = 0; i < 256; i = i + 37)
            for (j = 0; j < 256; j = j + 23)
                run_one(i, j);
        run_one(8'd255, 8'd1);
        run_one(8'd255, 8'd255);
        run_one(8'd7, 8'd200);
        if (errors == 0) $display("TEST PASSED: %0d divisions checked", checks);
        else             $display("TEST FAILED: %0d of %0d divisions wrong", errors, checks);
        $finish;
    end
endmodule
