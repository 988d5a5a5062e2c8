// vesuvianite_timer_tb: checks the irq period in one-shot and auto-reload modes
// Build with -DFAST to use PRESCALE = 4 (short simulation), otherwise PRESCALE = 100.
`timescale 1ns/1ps
module vesuvianite_timer_tb;
`ifdef FAST
    localparam PS = 4;
`else
    localparam PS = 100;
`endif
    reg clk = 0, rst_n = 0, start = 0, auto_reload = 0, irq_clr = 0;
    reg [15:0] load_val = 16'd0;
    wire [15:0] count;
    wire running, irq;
    integer t0, t1, errors = 0, n;

    vesuvianite_timer #(.PRESCALE(PS)) dut (
        .clk(clk), .rst_n(rst_n), .start(start), .auto_reload(auto_reload), .load_val(load_val),
        .irq_clr(irq_clr), .count(count), .running(running), .irq(irq));

    always #10 clk = ~clk;     // 50 MHz

    initial begin
        $dumpfile("vesuvianite_timer.vcd");
        $dumpvars(0, vesuvianite_timer_tb);
        repeat (3) @(posedge clk); #1 rst_n = 1;
        // one-shot: load 5 -> irq after 5 * PS clocks
        @(negedge clk); load_val = 16'd5; auto_reload = 0; start = 1;
        @(negedge clk); start = 0; t0 = $time;
        wait (irq); t1 = $time;
        $display("one-shot: irq after %0d cycles (expected %0d), running=%b", (t1 - t0) / 20 + 1, 5 * PS, running);
        if ((t1 - t0) / 20 + 1 != 5 * PS) errors = errors + 1;
        @(negedge clk); irq_clr = 1; @(negedge clk); irq_clr = 0;
        // auto-reload: three periods of 3 ticks
        load_val = 16'd3; auto_reload = 1; start = 1;
        @(negedge clk); start = 0;
        for (n = 0; n < 3; n = n + 1) begin
            wait (irq); t1 = $time;
            $display("reload period %0d: irq at %0d ns, count=%0d", n, t1, count);
            @(negedge clk); irq_clr = 1; @(negedge clk); irq_clr = 0;
        end
        if (!running) begin errors = errors + 1; $display("ERROR: timer stopped in auto-reload mode"); end
        if (errors == 0) $display("TEST PASSED: prescale %0d, one-shot and auto-reload ok", PS);
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
