// elk_divider_tb: self-checking testbench for elk_divider (WIDTH=16); compares against / and %.
// The divide-by-zero vector follows the spec draft v0.3: quotient 16'hFFFF, remainder 0.
`timescale 1ns/1ps
module elk_divider_tb;
    reg         clk = 0, rst = 1, start = 0;
    reg  [15:0] dividend, divisor;
    wire [15:0] quotient, remainder;
    wire        busy, done;
    integer     errors = 0, checks = 0;

    elk_divider #(.WIDTH(16)) dut (.clk(clk), .rst(rst), .start(start), .dividend(dividend),
        .divisor(divisor), .quotient(quotient), .remainder(remainder), .busy(busy), .done(done));

    always #4 clk = ~clk;

    task run_div(input [15:0] n, input [15:0] d, input [15:0] exp_q, input [15:0] exp_r);
        begin
            @(negedge clk); dividend = n; divisor = d; start = 1;
            @(negedge clk); start = 0;
            @(posedge done); #1;
            checks = checks + 1;
            if (quotient !== exp_q || remainder !== exp_r) begin
                errors = errors + 1;
                $display("ERROR: %0d / %0d -> q=%0d r=%0d, expected q=%0d r=%0d",
                         n, d, quotient, remainder, exp_q, exp_r);
            end else
                $display("ok: %0d / %0d = %0d rem %0d", n, d, quotient, remainder);
        end
    endtask

    initial begin
        repeat (2) @(posedge clk); rst = 0;
        run_div(16'd100,   16'd7,    16'd14,   16'd2);
        run_div(16'd65535, 16'd1,    16'd65535, 16'd0);
        run_div(16'd65535, 16'd255,  16'd257,  16'd0);
        run_div(16'd5,     16'd9,    16'd0,    16'd5);
        run_div(16'd40000, 16'd123,  16'd325,  16'd25);
        run_div(16'd1000,  16'd0,    16'hFFFF, 16'd0);
        run_div(16'd32768, 16'd3,    16'd10922, 16'd2);
        run_div(16'd12345, 16'd12345, 16'd1,   16'd0);
        if (errors == 0) $display("TEST PASSED: %0d divisions checked", checks);
        else             $display("TEST FAILED: %0d of %0d divisions wrong", errors, checks);
        $finish;
    end
endmodule
