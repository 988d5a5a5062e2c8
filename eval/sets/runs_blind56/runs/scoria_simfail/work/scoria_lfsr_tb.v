// scoria_lfsr_tb: compares scoria_lfsr against a behavioural model of
// x^16 + x^14 + x^13 + x^11 + 1 for 200 steps after a seed load.
`timescale 1ns/1ps
module scoria_lfsr_tb;
    reg clk = 0, rst = 1, load = 0, step = 0;
    reg [15:0] seed = 16'h1D2B;
    wire [15:0] state;
    wire prbs_bit;
    reg [15:0] model;
    integer n, mismatches = 0;

    scoria_lfsr dut (.clk(clk), .rst(rst), .load(load), .seed(seed),
                     .step(step), .state(state), .prbs_bit(prbs_bit));

    always #5 clk = ~clk;

    initial begin
        repeat (2) @(posedge clk);
        @(negedge clk) rst = 0; load = 1;
        @(negedge clk) load = 0; step = 1;
        model = seed;
        if (state !== model) begin
            $display("ERROR: seed load: dut=%h model=%h", state, model);
            mismatches = mismatches + 1;
        end
        for (n = 1; n <= 200; n = n + 1) begin
            @(negedge clk);
            model = {model[14:0], model[15] ^ model[13] ^ model[12] ^ model[10]};
            if (state !== model) begin
                if (mismatches < 5)
                    $display("ERROR: step %0d: dut=%h model=%h", n, state, model);
                mismatches = mismatches + 1;
            end
        end
        if (mismatches == 0)
            $display("TEST PASSED: 200 steps match");
        else
            $display("TEST FAILED: %0d of 201 checks mismatched", mismatches);
        $finish;
    end
endmodule
