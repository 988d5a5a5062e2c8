// mudskipper_divider_bench: self-checking testbench, compares against the / and % operators
`timescale 1ns/1ps
module mudskipper_divider_bench;
    reg         clk = 0, rst = 1, start = 0;
    reg  [15:0] dividend;
    reg  [7:0]  divisor;
    wire [15:0] quotient;
    wire [7:0]  remainder;
    wire        busy, done, div0;
    integer     i, errors = 0, checked = 0, seed = 58;

    mudskipper_divider dut (.clk(clk), .rst(rst), .start(start), .dividend(dividend), .divisor(divisor),
                            .quotient(quotient), .remainder(remainder), .busy(busy), .done(done), .div0(div0));
    always #5 clk = ~clk;

    task run_one(input [15:0] x, input [7:0] y);
        begin
            @(negedge clk); dividend = x; divisor = y; start = 1;
            @(negedge clk); start = 0;
            while (!done) @(negedge clk);
            checked = checked + 1;
            if (y == 0) begin
                if (!div0 || quotient !== 16'hFFFF) begin
                    $display("ERROR: %0d / 0 did not flag div0", x);
                    errors = errors + 1;
                end
            end else if (quotient !== x / y || remainder !== x % y) begin
                $display("ERROR: %0d / %0d = %0d r %0d, expected %0d r %0d", x, y, quotient, remainder, x / y, x % y);
                errors = errors + 1;
            end
        end
    endtask

    initial begin
        repeat (2) @(posedge clk);
        rst = 0;
        run_one(16'd1000, 8'd7);
        run_one(16'd65535, 8'd255);
        run_one(16'd12345, 8'd1);
        run_one(16'd5, 8'd9);
        run_one(16'd777, 8'd0);
        for (i = 0; i < 200; i = i + 1)
            run_one($random(seed), ($random(seed) % 255) + 1);
        if (errors == 0) $display("TEST PASSED: %0d divisions checked", checked);
        else             $display("TEST FAILED: %0d of %0d divisions wrong", errors, checked);
        $finish;
    end
endmodule
