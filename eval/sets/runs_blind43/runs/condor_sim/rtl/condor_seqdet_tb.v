// condor_seqdet_tb: drives a 32-bit pattern into condor_seqdet and compares the hit
// count and hit positions with a reference model in the testbench.
`timescale 1ns/1ps
module condor_seqdet_tb;
    reg clk = 0, rst = 1, din = 0;
    wire hit;
    wire [7:0] hits;
    reg [31:0] pattern = 32'b1011_0110_1101_1011_1000_1011_0101_1011;
    reg [3:0]  hist = 0;
    integer i, expect_hits = 0, errors = 0;
    reg [8*64-1:0] vcd_name;

    condor_seqdet dut (.clk(clk), .rst(rst), .din(din), .hit(hit), .hits(hits));
    always #5 clk = ~clk;

    initial begin
        if ($value$plusargs("dumpfile=%s", vcd_name)) begin
            $dumpfile(vcd_name);
            $dumpvars(0, condor_seqdet_tb);
        end
        @(negedge clk); @(negedge clk); rst = 0;
        for (i = 31; i >= 0; i = i - 1) begin
            din = pattern[i];
            hist = {hist[2:0], din};
            @(negedge clk);
            if (hist == 4'b1011) expect_hits = expect_hits + 1;
            if (hit !== (hist == 4'b1011)) begin
                $display("ERROR: bit %0d hit=%b expected %b", i, hit, hist == 4'b1011);
                errors = errors + 1;
            end
        end
        @(negedge clk);
        $display("hits counted by DUT: %0d, reference: %0d", hits, expect_hits);
        if (hits != expect_hits) errors = errors + 1;
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
