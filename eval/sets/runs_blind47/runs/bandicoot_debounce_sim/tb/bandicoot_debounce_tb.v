// bandicoot_debounce_tb: self-checking testbench for the debouncer (bouncy press, then release).
`timescale 1ns/1ps
module bandicoot_debounce_tb;
    reg clk = 0, rst = 1, btn = 0;
    wire clean, rise, fall;
    integer errors = 0, rises = 0, falls = 0, i;

    bandicoot_debounce #(.STABLE_CYCLES(8), .CW(4)) dut (
        .clk(clk), .rst(rst), .btn_raw(btn), .btn_clean(clean), .rise(rise), .fall(fall));

    always #5 clk = ~clk;
    always @(posedge clk) begin
        if (rise) rises = rises + 1;
        if (fall) falls = falls + 1;
    end

    initial begin
        repeat (3) @(posedge clk);
        rst = 0;
        // bounce: short glitches must be ignored
        for (i = 0; i < 5; i = i + 1) begin
            btn = 1; repeat (2) @(posedge clk);
            btn = 0; repeat (2) @(posedge clk);
        end
        if (clean !== 1'b0) begin errors = errors + 1; $display("ERROR: glitch passed through at %0t", $time); end
        btn = 1; repeat (20) @(posedge clk);
        if (clean !== 1'b1) begin errors = errors + 1; $display("ERROR: press not seen at %0t", $time); end
        btn = 0; repeat (20) @(posedge clk);
        if (clean !== 1'b0) begin errors = errors + 1; $display("ERROR: release not seen at %0t", $time); end
        if (rises != 1 || falls != 1) begin
            errors = errors + 1; $display("ERROR: rises=%0d falls=%0d (want 1/1)", rises, falls);
        end
        $display("checked press/release, rises=%0d falls=%0d", rises, falls);
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
