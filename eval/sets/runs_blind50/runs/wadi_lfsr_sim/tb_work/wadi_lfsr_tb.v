// wadi_lfsr_tb: self-checking testbench for wadi_lfsr: compares 1000 steps against a
// behavioural model, checks the zero-seed fallback and the full 65535-step period.
`timescale 1ns/1ps
module wadi_lfsr_tb;
    reg clk = 0, rst = 1, load = 0, en = 0;
    reg [15:0] seed = 16'h0000;
    wire [15:0] state;
    wire [7:0] rnd;
    reg [15:0] model;
    integer i, errors;

    wadi_lfsr dut (.clk(clk), .rst(rst), .load(load), .seed(seed), .en(en), .state(state), .rnd(rnd));

    always #5 clk = ~clk;

    initial begin
        errors = 0;
        @(posedge clk); #1 rst = 0;
        if (state !== 16'hACE1) begin
            $display("ERROR: reset state %h, expected ace1", state);
            errors = errors + 1;
        end
        // zero seed must fall back to the default
        load = 1; seed = 16'h0000; @(posedge clk); #1 load = 0;
        if (state !== 16'hACE1) begin
            $display("ERROR: zero seed gave %h", state);
            errors = errors + 1;
        end
        // compare against the model
        load = 1; seed = 16'h1234; @(posedge clk); #1 load = 0;
        model = 16'h1234;
        en = 1;
        for (i = 0; i < 1000; i = i + 1) begin
            @(posedge clk); #1;
            model = model[0] ? ((model >> 1) ^ 16'hB400) : (model >> 1);
            if (state !== model) begin
                if (errors < 5) $display("ERROR: step %0d state %h expected %h", i, state, model);
                errors = errors + 1;
            end
        end
        // period: from seed 0001 the state must come back after exactly 65535 steps
        en = 0; load = 1; seed = 16'h0001; @(posedge clk); #1 load = 0; en = 1;
        i = 0;
        begin : period_loop
            forever begin
                @(posedge clk); #1 i = i + 1;
                if (state == 16'h0001 || i > 70000) disable period_loop;
            end
        end
        $display("period measured: %0d", i);
        if (i != 65535) begin
            $display("ERROR: period %0d, expected 65535", i);
            errors = errors + 1;
        end
        if (errors == 0) $display("TEST PASSED (1000 model steps, period %0d)", i);
        else             $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
