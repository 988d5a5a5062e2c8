// hemlock_div_tb: random self-check of hemlock_div against the / and % operators
`timescale 1ns/1ps
module hemlock_div_tb;
    reg clk = 0, rst = 1, start = 0;
    reg [7:0] a, b;
    wire [7:0] q, r;
    wire busy, done;
    integer n, seed = 31, errors = 0;
    hemlock_div dut (.clk(clk), .rst(rst), .start(start), .dividend(a), .divisor(b),
                     .quotient(q), .remainder(r), .busy(busy), .done(done));
    always #4 clk = ~clk;
    initial begin
        repeat (2) @(posedge clk);
        rst = 0;
        for (n = 0; n < 40; n = n + 1) begin
            a = $random(seed); b = ($random(seed) & 8'h0f) + 1;
            @(negedge clk) start = 1;
            @(negedge clk) start = 0;
            wait (done);
            @(negedge clk);
            if (q !== a / b) begin
                errors = errors + 1;
                if (errors <= 5) $display("mismatch: %0d / %0d gave q=%0d (expected %0d)", a, b, q, a / b);
            end
        end
        if (errors == 0) $display("TEST PASSED: 40 divisions");
        else             $display("TEST FAILED: %0d of 40 quotients wrong", errors);
        $finish;
    end
endmodule
