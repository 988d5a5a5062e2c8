`timescale 1ns/1ps
// self-checking testbench: drives a START, one data bit, a repeated
// START and a STOP, and counts the detector pulses.
module tb_i2c_cond_det;
    reg clk = 0, rst_n = 0, scl = 1, sda = 1;
    wire start_det, stop_det, rstart_det, bus_busy;
    integer n_start = 0, n_stop = 0, n_rstart = 0, errors = 0;

    i2c_cond_det dut (.clk(clk), .rst_n(rst_n), .scl_in(scl), .sda_in(sda),
        .start_det(start_det), .stop_det(stop_det),
        .rstart_det(rstart_det), .bus_busy(bus_busy));

    always #5 clk = ~clk;
    always @(posedge clk) begin
        if (start_det)  n_start  = n_start + 1;
        if (stop_det)   n_stop   = n_stop + 1;
        if (rstart_det) n_rstart = n_rstart + 1;
    end

    task wait_clks(input integer n); begin repeat (n) @(posedge clk); end endtask

    initial begin
        wait_clks(3); rst_n = 1; wait_clks(4);
        sda = 0; wait_clks(6);                  // START
        if (!bus_busy) begin errors = errors + 1; $display("FAIL: busy not set after START"); end
        scl = 0; wait_clks(4); sda = 1; wait_clks(4);
        scl = 1; wait_clks(6);                  // data bit '1'
        scl = 0; wait_clks(4); sda = 1; scl = 1; wait_clks(4);
        sda = 0; wait_clks(6);                  // repeated START
        scl = 0; wait_clks(4); sda = 0; wait_clks(4);
        scl = 1; wait_clks(4); sda = 1; wait_clks(6);   // STOP
        if (bus_busy) begin errors = errors + 1; $display("FAIL: busy still set after STOP"); end
        if (n_start != 1)  begin errors = errors + 1; $display("FAIL: start count %0d", n_start); end
        if (n_rstart != 1) begin errors = errors + 1; $display("FAIL: rstart count %0d", n_rstart); end
        if (n_stop != 1)   begin errors = errors + 1; $display("FAIL: stop count %0d", n_stop); end
        $display("start=%0d rstart=%0d stop=%0d at t=%0t", n_start, n_rstart, n_stop, $time);
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED with %0d errors", errors);
        $finish;
    end
endmodule
