// rosemary_seqdet_tb: self-checking testbench for rosemary_seqdet. It feeds 1011011 0 1011 and expects
// THREE hits (the spec asks for overlapping detection), comparing against a reference model.
`timescale 1ns/1ps
module rosemary_seqdet_tb;
    reg clk = 0, rst = 1, din = 0;
    wire hit;
    reg [3:0] hist = 4'b0;
    reg [0:11] pattern = 12'b1011011_0_1011;
    integer i, hits = 0, expected = 0, errors = 0;

    rosemary_seqdet dut (.clk(clk), .rst(rst), .din(din), .hit(hit));

    always #4 clk = ~clk;

    initial begin
        @(posedge clk); @(posedge clk);
        rst <= 0;
        for (i = 0; i < 12; i = i + 1) begin
            din <= pattern[i];
            @(posedge clk); #1;
            hist = {hist[2:0], pattern[i]};
            if (hist == 4'b1011) expected = expected + 1;
            if (hit) hits = hits + 1;
            if (hit !== (hist == 4'b1011)) begin
                $display("ERROR: bit %0d (din=%b): hit=%b, reference expects %b", i, pattern[i], hit, hist == 4'b1011);
                errors = errors + 1;
            end
        end
        $display("hits seen %0d, expected %0d", hits, expected);
        if (errors == 0) $display("TEST PASSED");
        else $display("TEST FAILED: %0d mismatches", errors);
        $finish;
    end
endmodule
