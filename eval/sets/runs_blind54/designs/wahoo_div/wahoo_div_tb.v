// wahoo_div_tb: self-checking testbench for wahoo_div (N=8): directed cases plus 200 random pairs.
`timescale 1ns/1ps
module wahoo_div_tb;
    reg clk = 0, rst = 1, start = 0;
    reg  [7:0] dividend = 0, divisor = 0;
    wire [7:0] quotient, remainder;
    wire busy, done, div_by_zero;
    integer errors = 0, checks = 0, k;
    integer seed = 7;

    always #5 clk = ~clk;

    wahoo_div #(.N(8)) dut (
        .clk(clk), .rst(rst), .start(start), .dividend(dividend), .divisor(divisor),
        .quotient(quotient), .remainder(remainder), .busy(busy), .done(done), .div_by_zero(div_by_zero));

    task run_div(input [7:0] x, input [7:0] y);
        reg [7:0] eq, er;
        begin
            @(negedge clk) begin dividend = x; divisor = y; start = 1; end
            @(negedge clk) start = 0;
            while (!done) @(negedge clk);
            eq = (y == 0) ? 8'hFF : x / y;
            er = (y == 0) ? x : x % y;
            checks = checks + 1;
            if (quotient !== eq || remainder !== er || div_by_zero !== (y == 0)) begin
                errors = errors + 1;
                $display("ERROR %0d / %0d: got q=%0d r=%0d dbz=%b, expected q=%0d r=%0d", x, y,
                         quotient, remainder, div_by_zero, eq, er);
            end
        end
    endtask

    initial $timeformat(-9, 0, " ns", 0);

    initial begin
        repeat (3) @(negedge clk);
        rst = 0;
        run_div(8'd100, 8'd7);
        run_div(8'd255, 8'd1);
        run_div(8'd255, 8'd255);
        run_div(8'd3, 8'd10);
        run_div(8'd0, 8'd9);
        run_div(8'd42, 8'd0);
        for (k = 0; k < 200; k = k + 1)
            run_div($random(seed), $random(seed));
        $display("checked %0d divisions, %0d mismatches, sim time %0t", checks, errors, $time);
        if (errors == 0) $display("RESULT: PASS");
        else             $display("RESULT: FAIL (%0d mismatches)", errors);
        $finish;
    end
endmodule
