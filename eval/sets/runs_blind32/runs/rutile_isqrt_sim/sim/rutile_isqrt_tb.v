// rutile_isqrt_tb: compares rutile_isqrt against floor(sqrt(x)) for a list of inputs
`timescale 1ns/1ps
module rutile_isqrt_tb;
    reg clk = 0, rst = 1, start = 0;
    reg [15:0] x;
    wire [7:0] root;
    wire done;
    integer i, k, errors = 0, tests = 0, expect_r;
    reg [15:0] vec [0:11];
    rutile_isqrt dut (.clk(clk), .rst(rst), .start(start), .x(x), .root(root), .done(done));
    always #5 clk = ~clk;
    initial begin
        vec[0] = 0; vec[1] = 1; vec[2] = 4; vec[3] = 15; vec[4] = 16; vec[5] = 99;
        vec[6] = 100; vec[7] = 1000; vec[8] = 4096; vec[9] = 12345; vec[10] = 40000; vec[11] = 65535;
        #22 rst = 0;
        for (i = 0; i < 12; i = i + 1) begin
            @(negedge clk); x = vec[i]; start = 1;
            @(negedge clk); start = 0;
            wait (done); @(negedge clk);
            expect_r = 0;
            for (k = 0; k < 256; k = k + 1) if (k * k <= vec[i]) expect_r = k;
            tests = tests + 1;
            if (root !== expect_r) begin
                errors = errors + 1;
                $display("x=%0d: root=%0d expected %0d", vec[i], root, expect_r);
            end
        end
        if (errors == 0) $display("TEST PASSED: %0d square roots correct", tests);
        else $display("TEST FAILED: %0d of %0d square roots wrong", errors, tests);
        $finish;
    end
endmodule
