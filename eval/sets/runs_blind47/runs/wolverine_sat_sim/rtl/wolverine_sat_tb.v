// wolverine_sat_tb: self-checking testbench; compares the accumulator with a reference model
// over a positive ramp, a negative ramp and random samples.
`timescale 1ns/1ps
module wolverine_sat_tb;
    reg clk = 0, rst = 1, clear = 0, valid = 0;
    reg  signed [7:0]  sample = 0;
    wire signed [11:0] acc;
    wire               sat_flag;
    integer model = 0, errors = 0, n = 0, seed = 7;

    wolverine_sat dut (.clk(clk), .rst(rst), .clear(clear), .valid(valid),
                       .sample(sample), .acc(acc), .sat_flag(sat_flag));

    always #5 clk = ~clk;

    task push(input integer v);
        begin
            @(negedge clk);
            sample = v; valid = 1;
            model = model + v;
            if (model > 2047) model = 2047;
            if (model < -2048) model = -2048;
            @(negedge clk);
            valid = 0;
            n = n + 1;
            if (acc !== model[11:0]) begin
                errors = errors + 1;
                if (errors <= 5) $display("ERROR: sample %0d: acc=%0d expected %0d", n, acc, model);
            end
        end
    endtask

    initial begin
        repeat (2) @(negedge clk);
        rst = 0;
        repeat (20) push(120);
        repeat (45) push(-100);
        repeat (40) push($random(seed) % 128);
        $display("samples=%0d mismatches=%0d", n, errors);
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED (%0d mismatches)", errors);
        $finish;
    end
endmodule
