// iolite_debouncer_tb: self-checking testbench: glitches must be filtered, a clean press must show up within
// STABLE+2 cycles (the latency budget from the spec: 2 synchroniser cycles + STABLE).
`timescale 1ns/1ps
module iolite_debouncer_tb;
    localparam STABLE = 8;
    reg clk = 0, rst_n = 0, btn = 0;
    wire btn_db, press;
    integer errors = 0, presses = 0, cyc, i;

    iolite_debouncer #(.STABLE(STABLE)) dut (.clk(clk), .rst_n(rst_n), .btn_raw(btn), .btn_db(btn_db), .press(press));

    always #5 clk = ~clk;
    always @(posedge clk) if (press) presses = presses + 1;

    initial begin
        repeat (3) @(posedge clk);
        rst_n = 1;
        // 1) bounce: short pulses of 1..4 cycles must not get through
        for (i = 1; i <= 4; i = i + 1) begin
            @(negedge clk) btn = 1;
            repeat (i) @(negedge clk);
            btn = 0;
            repeat (3) @(negedge clk);
        end
        if (btn_db !== 1'b0 || presses != 0) begin
            $display("ERROR: glitch got through (btn_db=%b presses=%0d)", btn_db, presses);
            errors = errors + 1;
        end
        // 2) clean press: must be seen within STABLE+2 cycles
        @(negedge clk) btn = 1;
        cyc = 0;
        while (btn_db !== 1'b1 && cyc < STABLE + 2) begin
            @(posedge clk); #1 cyc = cyc + 1;
        end
        if (btn_db !== 1'b1) begin
            $display("ERROR: btn_db still low %0d cycles after a clean press (budget %0d)", cyc, STABLE + 2);
            errors = errors + 1;
        end
        repeat (6) @(posedge clk);
        $display("btn_db=%b presses=%0d", btn_db, presses);
        // 3) release
        @(negedge clk) btn = 0;
        repeat (STABLE + 4) @(posedge clk);
        if (btn_db !== 1'b0) begin
            $display("ERROR: btn_db did not follow the release");
            errors = errors + 1;
        end
        if (presses != 1) begin
            $display("ERROR: expected exactly 1 press pulse, counted %0d", presses);
            errors = errors + 1;
        end
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED: %0d error(s)", errors);
        $finish;
    end
endmodule
