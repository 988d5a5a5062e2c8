// cumin_graycnt_tb: self-checking testbench for cumin_graycnt (N=5): checks the one-bit-change property,
// the decoder against the internal binary count, and wrap-around after 32 steps.
`timescale 1ns/1ps
module cumin_graycnt_tb;
    reg clk = 0, rst = 1, en = 0;
    wire [4:0] gray, bin;
    reg  [4:0] prev;
    integer errors = 0, k;

    // number of bits that differ between two Gray words
    function integer bitdiff(input [4:0] x, input [4:0] y);
        integer j;
        begin
            bitdiff = 0;
            for (j = 0; j < 5; j = j + 1)
                if (x[j] != y[j]) bitdiff = bitdiff + 1;
        end
    endfunction

    cumin_graycnt #(.N(5)) dut (.clk(clk), .rst(rst), .en(en), .gray(gray), .bin(bin));

    always #5 clk = ~clk;

    initial begin
        repeat (2) @(posedge clk);
        rst <= 0; en <= 1;
        @(posedge clk); #1;
        prev = gray;
        for (k = 0; k < 40; k = k + 1) begin
            @(posedge clk); #1;
            if (bitdiff(gray, prev) != 1) begin
                $display("ERROR: step %0d gray %b -> %b changes %0d bits", k, prev, gray, bitdiff(gray, prev));
                errors = errors + 1;
            end
            if (bin !== dut.bin_q) begin
                $display("ERROR: step %0d decoder gives %0d, counter holds %0d", k, bin, dut.bin_q);
                errors = errors + 1;
            end
            prev = gray;
        end
        en <= 0;
        repeat (3) @(posedge clk); #1;
        if (gray !== prev) begin
            $display("ERROR: counter moved while en=0");
            errors = errors + 1;
        end
        $display("checked %0d steps, final gray=%b bin=%0d", k, gray, bin);
        if (errors == 0) $display("TEST PASSED");
        else $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
