// testbench for sifaka_debounce (STABLE=16): bounce rejection and press latency
`timescale 1ns/1ps
module tb_sifaka;
    reg  clk = 0, rst = 1, btn = 0;
    wire level, press;
    integer errors = 0, presses = 0, i;

    sifaka_debounce #(.STABLE(16)) dut (.clk(clk), .rst(rst), .btn_raw(btn),
                                        .btn_level(level), .btn_press(press));
    always #10 clk = ~clk;                      // 50 MHz
    always @(posedge clk) if (press) presses = presses + 1;

    initial begin
        repeat (4) @(posedge clk);
        rst = 0;
        // 1) bouncing input: toggles every 5 clocks, must be ignored
        for (i = 0; i < 6; i = i + 1) begin
            btn = ~btn;
            repeat (5) @(posedge clk);
        end
        btn = 0;
        repeat (30) @(posedge clk);
        if (presses != 0 || level !== 1'b0) begin
            $display("ERROR: bounce not filtered (presses=%0d level=%b)", presses, level);
            errors = errors + 1;
        end
        // 2) clean press: level must be high within STABLE+1 clocks
        @(negedge clk) btn = 1;
        repeat (17) @(posedge clk);
        #1;
        if (level !== 1'b1) begin
            $display("ERROR: btn_level still %b 17 clocks after a clean press (t=%0t)", level, $time);
            errors = errors + 1;
        end
        repeat (11) @(posedge clk);
        if (presses != 1) begin
            $display("ERROR: expected 1 press pulse, saw %0d", presses);
            errors = errors + 1;
        end
        // 3) release: no press pulse on release
        btn = 0;
        repeat (40) @(posedge clk);
        if (presses != 1 || level !== 1'b0) begin
            $display("ERROR: release handling (presses=%0d level=%b)", presses, level);
            errors = errors + 1;
        end
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
