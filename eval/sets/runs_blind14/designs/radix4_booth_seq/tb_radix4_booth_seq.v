// self-checking testbench: all 65536 operand pairs
`timescale 1ns/1ps
module tb_radix4_booth_seq;
    reg clk = 0, rst = 1, start = 0;
    reg signed [7:0] a, b;
    wire busy, done;
    wire signed [15:0] p;
    integer i, j, errs, n;
    radix4_booth_seq dut (.clk(clk), .rst(rst), .start(start), .mcand(a), .mplier(b),
                          .busy(busy), .done(done), .product(p));
    always #5 clk = ~clk;
    initial begin
        errs = 0; n = 0;
        a = 0; b = 0;
        repeat (3) @(posedge clk);
        rst = 0;
        for (i = -128; i < 128; i = i + 1) begin
            for (j = -128; j < 128; j = j + 1) begin
                @(negedge clk);
                a = i; b = j; start = 1;
                @(negedge clk);
                start = 0;
                wait (done);
                @(negedge clk);
                n = n + 1;
                if (p !== i * j) begin
                    errs = errs + 1;
                    if (errs < 5) $display("MISMATCH %0d * %0d: got %0d", i, j, p);
                end
            end
        end
        $display("radix4_booth_seq: %0d products checked, %0d mismatches", n, errs);
        if (errs == 0) $display("TEST PASSED"); else $display("TEST FAILED");
        $finish;
    end
endmodule
