// osier_gcd_bench: self-checking testbench for osier_gcd with a per-vector timeout watchdog
`timescale 1ns/1ps
module osier_gcd_bench;
    reg         clk = 0, rst = 1, start = 0;
    reg  [15:0] a, b;
    wire [15:0] result;
    wire        done;
    integer     errors = 0, passed = 0, i, cycles;
    reg  [15:0] va [0:4];
    reg  [15:0] vb [0:4];
    reg  [15:0] ve [0:4];

    osier_gcd dut (.clk(clk), .rst(rst), .start(start), .a(a), .b(b), .result(result), .done(done));
    always #4 clk = ~clk;

    initial begin
        va[0] = 48;   vb[0] = 18;  ve[0] = 6;
        va[1] = 1071; vb[1] = 462; ve[1] = 21;
        va[2] = 17;   vb[2] = 5;   ve[2] = 1;
        va[3] = 0;    vb[3] = 7;   ve[3] = 7;
        va[4] = 360;  vb[4] = 360; ve[4] = 360;
        repeat (2) @(posedge clk);
        rst = 0;
        for (i = 0; i < 5; i = i + 1) begin
            @(negedge clk); a = va[i]; b = vb[i]; start = 1;
            @(negedge clk); start = 0;
            cycles = 0;
            while (!done && cycles < 2000) begin
                @(posedge clk); cycles = cycles + 1;
            end
            if (!done) begin
                $display("ERROR: vector %0d gcd(%0d,%0d): timeout after %0d cycles", i, va[i], vb[i], cycles);
                errors = errors + 1;
                rst = 1; @(posedge clk); @(negedge clk); rst = 0;
            end else if (result !== ve[i]) begin
                $display("ERROR: vector %0d gcd(%0d,%0d) = %0d, expected %0d", i, va[i], vb[i], result, ve[i]);
                errors = errors + 1;
            end else begin
                $display("vector %0d gcd(%0d,%0d) = %0d ok (%0d cycles)", i, va[i], vb[i], result, cycles);
                passed = passed + 1;
            end
        end
        if (errors == 0) $display("TEST PASSED: %0d vectors", passed);
        else             $display("TEST FAILED: %0d of 5 vectors passed, %0d errors", passed, errors);
        $finish;
    end
endmodule
