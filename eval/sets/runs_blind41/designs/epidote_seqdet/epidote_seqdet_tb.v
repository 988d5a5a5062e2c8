// epidote_seqdet_tb: self-checking testbench, random bit stream compared against a shift-register model
`timescale 1ns/1ps
module epidote_seqdet_tb;
    reg clk = 0, rst = 1, din = 0;
    wire hit;
    wire [7:0] count;
    reg [3:0] hist = 0;
    integer n, errors = 0, exp_hits = 0;
    integer seed = 32'h1011;

    epidote_seqdet dut (.clk(clk), .rst(rst), .din(din), .hit(hit), .count(count));
    always #5 clk = ~clk;

    initial begin
        $dumpfile("epidote_seqdet_tb.vcd");
        $dumpvars(0, epidote_seqdet_tb);
        repeat (2) @(posedge clk);
        @(negedge clk) rst = 0;
        for (n = 0; n < 200; n = n + 1) begin
            @(negedge clk);
            din = $random(seed) & 1'b1;
            #1;
            if (hit !== ({hist[2:0], din} == 4'b1011)) begin
                errors = errors + 1;
                $display("ERROR: cycle %0d hist=%b din=%b hit=%b", n, hist[2:0], din, hit);
            end
            if ({hist[2:0], din} == 4'b1011) exp_hits = exp_hits + 1;
            @(posedge clk);
            hist = {hist[2:0], din};
        end
        @(negedge clk);
        if (count !== exp_hits[7:0]) begin
            errors = errors + 1;
            $display("ERROR: count=%0d expected %0d", count, exp_hits);
        end
        $display("hits seen: %0d", count);
        if (errors == 0) $display("RESULT: PASS (200 bits, %0d hits)", exp_hits);
        else             $display("RESULT: FAIL (%0d mismatches)", errors);
        $finish;
    end
endmodule
