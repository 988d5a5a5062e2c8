// willow_debounce_tb: self-checking testbench; bounces the button, then expects exactly one press
// and btn_db high within 12 clocks of the button settling (too tight for STABLE=16).
`timescale 1ns/1ps
module willow_debounce_tb;
    reg clk = 0, rst = 1, btn = 0;
    wire btn_db, press;
    integer presses = 0, i, errors = 0;
    willow_debounce #(.STABLE(16)) dut (.clk(clk), .rst(rst), .btn(btn), .btn_db(btn_db), .press(press));
    always #10 clk = ~clk;
    always @(posedge clk) if (press) presses = presses + 1;
    initial begin
        repeat (3) @(posedge clk);
        rst = 0;
        for (i = 0; i < 6; i = i + 1) begin
            btn = ~btn; repeat (3) @(posedge clk);
        end
        btn = 1;
        repeat (12) @(posedge clk);
        #1;
        if (btn_db !== 1'b1) begin
            errors = errors + 1;
            $display("ERROR: btn_db still %b 12 clocks after the button settled (t=%0t)", btn_db, $time);
        end
        repeat (20) @(posedge clk);
        if (presses != 1) begin
            errors = errors + 1;
            $display("ERROR: %0d presses counted, expected 1", presses);
        end
        if (errors == 0) $display("TEST PASSED");
        else $display("TEST FAILED: %0d error(s)", errors);
        $finish;
    end
endmodule
