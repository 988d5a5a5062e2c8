// dace_pwm_tb: self-checking testbench, duty 64 must give 64 high cycles per 256
`timescale 1ns/1ps
module dace_pwm_tb;
    reg clk = 0, rst = 1, load = 0;
    reg [7:0] duty = 8'd64;
    wire pwm_out;
    integer highs = 0, i;
    dace_pwm dut (.clk(clk), .rst(rst), .load(load), .duty(duty), .pwm_out(pwm_out));
    always #5 clk = ~clk;
    initial begin
        repeat (3) @(posedge clk);
        rst = 0; load = 1;
        repeat (300) @(posedge clk);
        load = 0;
        for (i = 0; i < 256; i = i + 1) begin
            @(posedge clk);
            if (pwm_out) highs = highs + 1;
        end
        $display("high cycles = %0d of 256", highs);
        if (highs == 64) $display("TEST PASSED: duty 64/256");
        else $display("TEST FAILED: expected 64 high cycles, got %0d", highs);
        $finish;
    end
endmodule
