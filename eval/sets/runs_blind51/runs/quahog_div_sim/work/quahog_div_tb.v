// quahog_div_tb: self-checking testbench for quahog_div, compares against / and %
`timescale 1ns/1ps
module quahog_div_tb;
    reg clk = 0, rst_n = 0, start = 0;
    reg [7:0] a, b;
    wire [7:0] q, r;
    wire busy, done;
    integer errors = 0, checks = 0;

    quahog_div dut (.clk(clk), .rst_n(rst_n), .start(start), .dividend(a), .divisor(b),
                    .quotient(q), .remainder(r), .busy(busy), .done(done));
    always #10 clk = ~clk;

    task check(input [7:0] x, input [7:0] y);
        reg [7:0] eq, er;
        begin
            eq = (y == 0) ? 8'hFF : x / y;
            er = (y == 0) ? x : x % y;
            @(negedge clk); a = x; b = y; start = 1;
            @(negedge clk); start = 0;
            wait (done); @(negedge clk);
            checks = checks + 1;
            if (q !== eq || r !== er) begin
                $display("ERROR: %0d / %0d -> q=%0d r=%0d, expected q=%0d r=%0d", x, y, q, r, eq, er);
                errors = errors + 1;
            end else
                $display("ok: %0d / %0d = %0d rem %0d", x, y, q, r);
        end
    endtask

    initial begin
        $dumpfile("quahog_div.vcd");
        $dumpvars(0, quahog_div_tb);
        #35 rst_n = 1;
        check(8'd100, 8'd7);
        check(8'd255, 8'd16);
        check(8'd42, 8'd42);
        check(8'd0, 8'd5);
        check(8'd9, 8'd0);
        check(8'd200, 8'd150);
        check(8'd250, 8'd3);
        check(8'd131, 8'd130);
        if (errors == 0) $display("TEST PASSED: %0d divisions", checks);
        else             $display("TEST FAILED: %0d of %0d divisions wrong", errors, checks);
        $finish;
    end
endmodule
