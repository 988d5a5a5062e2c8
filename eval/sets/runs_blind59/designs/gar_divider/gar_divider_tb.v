// gar_divider_tb: self-checking testbench, checks 6 divisions against / and %
`timescale 1ns/1ps
module gar_divider_tb;
    reg clk = 0, rst = 1, start = 0;
    reg [7:0] dd, ds;
    wire [7:0] q, r;
    wire done;
    integer k, errors = 0;
    reg [7:0] tv_dd [0:5];
    reg [7:0] tv_ds [0:5];
    gar_divider dut (.clk(clk), .rst(rst), .start(start), .dividend(dd), .divisor(ds),
                     .quotient(q), .remainder(r), .done(done));
    always #5 clk = ~clk;
    initial begin
        tv_dd[0] = 100; tv_ds[0] = 7;  tv_dd[1] = 255; tv_ds[1] = 16;
        tv_dd[2] = 9;   tv_ds[2] = 3;  tv_dd[3] = 17;  tv_ds[3] = 20;
        tv_dd[4] = 200; tv_ds[4] = 1;  tv_dd[5] = 77;  tv_ds[5] = 11;
        repeat (2) @(posedge clk); #1 rst = 0;
        for (k = 0; k < 6; k = k + 1) begin
            dd = tv_dd[k]; ds = tv_ds[k]; start = 1;
            @(posedge clk); #1 start = 0;
            wait (done); @(posedge clk); #1;
            if (q !== dd / ds || r !== dd % ds) begin
                $display("ERROR: %0d / %0d gave q=%0d r=%0d", dd, ds, q, r);
                errors = errors + 1;
            end else
                $display("ok: %0d / %0d = %0d rem %0d", dd, ds, q, r);
        end
        if (errors == 0) $display("TEST PASSED: 6 divisions");
        else $display("TEST FAILED: %0d of 6 divisions wrong", errors);
        $finish;
    end
endmodule
