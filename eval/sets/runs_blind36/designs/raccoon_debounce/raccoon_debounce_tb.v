// raccoon_debounce_tb: bounces the button, checks that exactly one press and one release come out.
`timescale 1ns/1ps
module raccoon_debounce_tb;
    reg clk = 0, rst_n = 0, btn = 0;
    wire level, press, release_;
    integer presses = 0, releases = 0, k;

    raccoon_debounce dut (.clk(clk), .rst_n(rst_n), .btn(btn), .level(level), .press(press), .release_(release_));

    always #5 clk = ~clk;
    always @(posedge clk) begin
        if (press)    presses  = presses + 1;
        if (release_) releases = releases + 1;
    end

    initial begin
        $dumpfile("raccoon.vcd");
        $dumpvars(0, raccoon_debounce_tb);
        #23 rst_n = 1;
        for (k = 0; k < 6; k = k + 1) begin   // bouncy press
            #30 btn = 1; #20 btn = 0;
        end
        btn = 1; #600;
        for (k = 0; k < 5; k = k + 1) begin   // bouncy release
            #25 btn = 0; #15 btn = 1;
        end
        btn = 0; #600;
        $display("presses=%0d releases=%0d level=%b", presses, releases, level);
        if (presses == 1 && releases == 1 && level == 0)
            $display("TEST PASSED");
        else
            $display("TEST FAILED");
        $finish;
    end
endmodule
