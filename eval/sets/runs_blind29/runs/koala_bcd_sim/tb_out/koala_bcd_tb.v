// koala_bcd_tb: counts 125 increments and checks every value is valid BCD and matches a reference model
`timescale 1ns/1ps
module koala_bcd_tb;
    reg clk = 0, rst = 1, inc = 0;
    wire [3:0] units, tens;
    wire carry;
    integer n, errors = 0, ref_val = 0;

    koala_bcd dut (.clk(clk), .rst(rst), .inc(inc), .units(units), .tens(tens), .carry(carry));

    always #4 clk = ~clk;

    initial begin
        @(posedge clk); @(posedge clk);
        rst <= 0;
        for (n = 1; n <= 125; n = n + 1) begin
            inc <= 1;
            @(posedge clk); #1;
            ref_val = (ref_val + 1) % 100;
            if (units > 9 || tens * 10 + units != ref_val) begin
                errors = errors + 1;
                if (errors <= 5)
                    $display("ERROR: after %0d incs got %0d%0d expected %0d (t=%0t)", n, tens, units, ref_val, $time);
            end
        end
        inc <= 0;
        $display("increments=125 mismatches=%0d", errors);
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED (%0d mismatches)", errors);
        $finish;
    end
endmodule
