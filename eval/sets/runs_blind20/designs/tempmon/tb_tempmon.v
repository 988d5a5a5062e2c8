`timescale 1ns/1ps
module tb_tempmon;
    reg clk = 0, rst_n = 0, sample_vld = 0;
    reg [9:0] temp_code = 10'd300;
    wire throttle, shutdown;
    wire [1:0] zone_state;
    integer i, errors = 0;

    tempmon dut (.clk(clk), .rst_n(rst_n), .sample_vld(sample_vld), .temp_code(temp_code),
                 .warn_th(10'd600), .crit_th(10'd800), .hyst(4'd8),
                 .throttle(throttle), .shutdown(shutdown), .zone_state(zone_state));

    always #5 clk = ~clk;

    task sample(input [9:0] t);
        begin
            @(negedge clk) temp_code = t; sample_vld = 1;
            @(negedge clk) sample_vld = 0;
            @(negedge clk);
        end
    endtask

    initial begin
        #22 rst_n = 1;
        sample(10'd500);
        if (throttle !== 1'b0) begin errors = errors + 1; $display("ERROR: throttle at 500"); end
        sample(10'd610);
        $display("t=%0t temp=%0d zone=%0d throttle=%b", $time, temp_code, zone_state, throttle);
        sample(10'd595);
        $display("t=%0t temp=%0d zone=%0d throttle=%b (inside hysteresis)", $time, temp_code, zone_state, throttle);
        sample(10'd590);
        $display("t=%0t temp=%0d zone=%0d throttle=%b", $time, temp_code, zone_state, throttle);
        for (i = 0; i < 9; i = i + 1) sample(10'd850);
        $display("t=%0t temp=%0d zone=%0d shutdown=%b", $time, temp_code, zone_state, shutdown);
        if (shutdown !== 1'b1) begin errors = errors + 1; $display("ERROR: no shutdown after sustained crit"); end
        sample(10'd100);
        if (shutdown !== 1'b1) begin errors = errors + 1; $display("ERROR: TRIP must be sticky"); end
        if (errors == 0) $display("PASS: tempmon all checks passed");
        else             $display("FAIL: %0d errors", errors);
        $finish;
    end
endmodule
