// fig_tb: self-checking testbench for fig_seqdet; reference model counts overlapping 1101 matches
`timescale 1ns/1ps
module fig_tb;
    reg        clk = 0, rst = 1, din = 0;
    wire       hit;
    wire [7:0] count;
    reg  [3:0] shreg = 0;
    integer    exp_hits = 0, errors = 0, i;
    // 1101101 (overlap) ... 1101 ... 11101101
    reg [31:0] stim = 32'b1101101_0001101_00_11101101_00000000;

    fig_seqdet dut (.clk(clk), .rst(rst), .din(din), .hit(hit), .count(count));

    always #5 clk = ~clk;

    initial begin
        repeat (2) @(negedge clk);
        rst = 0;
        for (i = 31; i >= 0; i = i - 1) begin
            din = stim[i];
            @(negedge clk);
            shreg = {shreg[2:0], din};
            if (shreg == 4'b1101) exp_hits = exp_hits + 1;
            if (hit !== (shreg == 4'b1101)) begin
                errors = errors + 1;
                $display("ERROR: bit %0d: hit=%b expected %b (t=%0t)", 31 - i, hit, shreg == 4'b1101, $time);
            end
        end
        $display("hits counted by DUT: %0d, expected: %0d", count, exp_hits);
        if (count != exp_hits) errors = errors + 1;
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED: %0d mismatches", errors);
        $finish;
    end
endmodule
