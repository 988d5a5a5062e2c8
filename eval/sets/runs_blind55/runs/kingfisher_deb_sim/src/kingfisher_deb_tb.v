// kingfisher_deb_tb: self-checking testbench for kingfisher_deb with STABLE_CYCLES = 8.
`timescale 1ns/1ps
module kingfisher_deb_tb;
    reg  clk = 1'b0;
    reg  rst = 1'b1;
    reg  btn_raw = 1'b0;
    wire btn, press, release_p;
    integer presses = 0, releases = 0, errors = 0, i;

    kingfisher_deb #(.STABLE_CYCLES(8)) dut (
        .clk(clk), .rst(rst), .btn_raw(btn_raw),
        .btn(btn), .press(press), .release_p(release_p)
    );

    always #10 clk = ~clk;
    always @(posedge clk) begin
        if (press)     presses  = presses + 1;
        if (release_p) releases = releases + 1;
    end

    initial begin
        repeat (3) @(posedge clk);
        rst = 1'b0;
        // bouncing press: short glitches must be ignored
        for (i = 0; i < 4; i = i + 1) begin
            btn_raw = 1'b1; repeat (2) @(posedge clk);
            btn_raw = 1'b0; repeat (3) @(posedge clk);
        end
        if (btn !== 1'b0) begin errors = errors + 1; $display("ERROR: glitch passed through at %0t", $time); end
        btn_raw = 1'b1; repeat (20) @(posedge clk);
        if (btn !== 1'b1) begin errors = errors + 1; $display("ERROR: stable press not seen at %0t", $time); end
        // bouncing release
        for (i = 0; i < 3; i = i + 1) begin
            btn_raw = 1'b0; @(posedge clk);
            btn_raw = 1'b1; @(posedge clk);
        end
        btn_raw = 1'b0; repeat (20) @(posedge clk);
        if (btn !== 1'b0) begin errors = errors + 1; $display("ERROR: release not seen at %0t", $time); end
        if (presses != 1 || releases != 1) begin
            errors = errors + 1;
            $display("ERROR: %0d press / %0d release pulses, expected 1 / 1", presses, releases);
        end
        $display("press pulses %0d, release pulses %0d, sim time %0t", presses, releases, $time);
        if (errors == 0) $display("TEST PASSED: debouncer ignored all bounces");
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
