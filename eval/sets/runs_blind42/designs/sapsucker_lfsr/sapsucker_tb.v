// sapsucker_tb: self-checking testbench for sapsucker_lfsr; measures the sequence period from the seed
// and checks it against the maximal length 65535; also checks that the LFSR never locks up.
`timescale 1ns/1ps
module sapsucker_tb;
    parameter [15:0] TAPS = 16'hB400;
    reg clk = 0, rst = 1, load = 0, step = 0;
    reg [15:0] seed = 16'h0001;
    wire [15:0] state;
    wire rnd_bit, stuck;
    integer period, ones;

    sapsucker_lfsr #(.TAPS(TAPS)) dut (.clk(clk), .rst(rst), .load(load), .seed(seed), .step(step),
                                       .state(state), .rnd_bit(rnd_bit), .stuck(stuck));
    always #5 clk = ~clk;

    initial begin
        @(negedge clk); rst = 0; load = 1;
        @(negedge clk); load = 0; step = 1;
        period = 0; ones = 0;
        @(negedge clk); period = 1;
        while (state != 16'h0001 && period < 70000) begin
            ones = ones + rnd_bit;
            @(negedge clk); period = period + 1;
        end
        step = 0;
        $display("TAPS = %h, period = %0d, ones seen = %0d, stuck = %b", TAPS, period, ones, stuck);
        if (period == 65535 && !stuck)
            $display("TEST PASSED: maximal length sequence");
        else
            $display("TEST FAILED: period %0d, expected 65535", period);
        $finish;
    end
endmodule
