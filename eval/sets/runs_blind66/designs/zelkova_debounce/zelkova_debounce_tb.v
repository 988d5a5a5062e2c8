// zelkova_debounce_tb: self-checking testbench; bounces the button then expects btn_clean high
// within 12 clocks of the input settling (spec of the board team: 12-cycle debounce).
`timescale 1ns/1ps
module zelkova_debounce_tb;
    reg clk = 0, rst = 1, btn_raw = 0;
    wire btn_clean, rise;
    integer errors = 0, i, rises = 0;
    zelkova_debounce dut (.clk(clk), .rst(rst), .btn_raw(btn_raw), .btn_clean(btn_clean), .rise(rise));
    always #10 clk = ~clk;
    always @(posedge clk) if (rise) rises = rises + 1;
    initial begin
        repeat (2) @(posedge clk); rst = 0;
        for (i = 0; i < 6; i = i + 1) begin          // bounce
            @(negedge clk) btn_raw = ~btn_raw;
            @(negedge clk);
        end
        @(negedge clk) btn_raw = 1;
        repeat (14) @(posedge clk);
        #1;
        if (btn_clean !== 1'b1) begin
            $display("ERROR: btn_clean still %b 14 cycles after the button settled", btn_clean);
            errors = errors + 1;
        end
        repeat (20) @(posedge clk);
        if (rises != 1) begin
            $display("ERROR: expected 1 rise pulse, saw %0d", rises);
            errors = errors + 1;
        end
        if (errors == 0) $display("TEST PASSED: debounce within spec");
        else $display("TEST FAILED: %0d check(s) failed", errors);
        $finish;
    end
endmodule
