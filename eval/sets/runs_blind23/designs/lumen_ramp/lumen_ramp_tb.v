// Testbench for lumen_ramp: ramps up, ramps down and checks the duty value lands exactly on the target.
`timescale 1ns/1ps
module lumen_ramp_tb;
    reg clk = 0, rst_n = 0, tick = 0;
    reg [7:0] target = 0;
    reg [3:0] step = 0;
    wire [7:0] duty;
    wire at_target, pwm_out;
    integer errors = 0;

    lumen_ramp dut (.clk(clk), .rst_n(rst_n), .tick(tick), .target(target),
                    .step(step), .duty(duty), .at_target(at_target), .pwm_out(pwm_out));

    always #5 clk = ~clk;

    task ramp_ticks(input integer n);
        integer k;
        begin
            for (k = 0; k < n; k = k + 1) begin
                @(negedge clk) tick = 1;
                @(negedge clk) tick = 0;
            end
        end
    endtask

    task expect_duty(input [7:0] want, input [8*24-1:0] label);
        begin
            if (duty === want && at_target === 1'b1)
                $display("PASS %0s: duty=%0d", label, duty);
            else begin
                $display("FAIL %0s: duty=%0d expected %0d", label, duty, want);
                errors = errors + 1;
            end
        end
    endtask

    initial begin
        #22 rst_n = 1;
        target = 8'd100; step = 4'd7;
        ramp_ticks(20);
        expect_duty(8'd100, "ramp up to 100");
        target = 8'd250; step = 4'd15;
        ramp_ticks(20);
        expect_duty(8'd250, "ramp up to 250");
        target = 8'd3; step = 4'd9;
        ramp_ticks(40);
        expect_duty(8'd3, "ramp down to 3");
        target = 8'd3; step = 4'd1;
        ramp_ticks(2);
        expect_duty(8'd3, "hold at 3");
        if (errors == 0) $display("ALL TESTS PASSED (4 checks)");
        else             $display("TESTS FAILED: %0d errors", errors);
        $finish;
    end
endmodule
