// elm_top_tb: feeds 16 bytes into elm_top and compares the running sum
`timescale 1ns/1ps
module elm_top_tb;
    reg clk = 0, clr = 1, en = 0;
    reg [7:0] din = 0;
    wire [15:0] sum;
    wire [7:0] folded;
    integer i, expect_sum = 0;
    elm_top dut (.clk(clk), .clr(clr), .en(en), .din(din), .sum(sum), .folded(folded));
    always #5 clk = ~clk;
    initial begin
        @(negedge clk) clr = 0; en = 1;
        for (i = 0; i < 16; i = i + 1) begin
            din = i * 3;
            expect_sum = expect_sum + i * 3;
            @(negedge clk);
        end
        en = 0;
        repeat (3) @(negedge clk);
        if (sum == expect_sum) $display("TEST PASSED: sum %0d", sum);
        else                   $display("TEST FAILED: sum %0d expected %0d", sum, expect_sum);
        $finish;
    end
endmodule
