// testbench for saguaro_div: checks a table of divisions
`timescale 1ns/1ps
module saguaro_div_tb;
    reg clk = 0, rst_n = 0, start = 0;
    reg [7:0] a, b;
    wire [7:0] q, r;
    wire busy, done, dz;
    integer i, errors = 0, checked = 0;
    reg [7:0] av [0:11];
    reg [7:0] bv [0:11];
    saguaro_div dut (.clk(clk), .rst_n(rst_n), .start(start), .dividend(a), .divisor(b),
                     .quotient(q), .remainder(r), .busy(busy), .done(done), .div_by_zero(dz));
    always #5 clk = ~clk;
    initial begin
        av[0]=100; bv[0]=7;   av[1]=255; bv[1]=1;   av[2]=255; bv[2]=255; av[3]=0;   bv[3]=9;
        av[4]=17;  bv[4]=17;  av[5]=200; bv[5]=13;  av[6]=3;   bv[6]=250; av[7]=128; bv[7]=2;
        av[8]=99;  bv[8]=10;  av[9]=77;  bv[9]=0;   av[10]=254;bv[10]=127;av[11]=1;  bv[11]=3;
        #22 rst_n = 1;
        for (i = 0; i < 12; i = i + 1) begin
            @(negedge clk); a = av[i]; b = bv[i]; start = 1;
            @(negedge clk); start = 0;
            while (!done) @(negedge clk);
            checked = checked + 1;
            if (b == 0) begin
                if (!dz || q != 8'hff) begin errors = errors + 1; $display("MISMATCH %0d/%0d: dz=%b q=%0d", a, b, dz, q); end
            end else if (q != a / b || r != a % b) begin
                errors = errors + 1;
                $display("MISMATCH %0d/%0d: got q=%0d r=%0d exp q=%0d r=%0d", a, b, q, r, a/b, a%b);
            end else
                $display("ok %0d / %0d = %0d rem %0d at %0t", a, b, q, r, $time);
        end
        if (errors == 0) $display("TEST PASSED: %0d divisions checked", checked);
        else $display("TEST FAILED: %0d of %0d divisions wrong", errors, checked);
        $finish;
    end
endmodule
