// pheasant_gcd_tb: self-checking testbench for pheasant_gcd (six operand pairs).
`timescale 1ns/1ps
module pheasant_gcd_tb;
    reg clk = 0, rst = 1, start = 0;
    reg  [15:0] a, b;
    wire [15:0] result;
    wire busy, done;
    integer errors = 0, i;
    reg [15:0] ta [0:5];
    reg [15:0] tb [0:5];
    reg [15:0] te [0:5];

    pheasant_gcd dut (.clk(clk), .rst(rst), .start(start), .a(a), .b(b),
                      .result(result), .busy(busy), .done(done));
    always #5 clk = ~clk;

    initial begin
        ta[0] = 48;    tb[0] = 18;    te[0] = 6;
        ta[1] = 1071;  tb[1] = 462;   te[1] = 21;
        ta[2] = 17;    tb[2] = 5;     te[2] = 1;
        ta[3] = 0;     tb[3] = 9;     te[3] = 9;
        ta[4] = 40000; tb[4] = 25000; te[4] = 5000;
        ta[5] = 1024;  tb[5] = 96;    te[5] = 32;
        repeat (3) @(posedge clk);
        rst = 0;
        for (i = 0; i < 6; i = i + 1) begin
            @(negedge clk); a = ta[i]; b = tb[i]; start = 1;
            @(negedge clk); start = 0;
            @(posedge done); #1;
            if (result !== te[i]) begin
                $display("ERROR: gcd(%0d,%0d) = %0d, expected %0d", ta[i], tb[i], result, te[i]);
                errors = errors + 1;
            end else
                $display("ok: gcd(%0d,%0d) = %0d at %0d ns", ta[i], tb[i], result, $time);
        end
        if (errors == 0) $display("TEST PASSED (6 vectors)");
        else             $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
