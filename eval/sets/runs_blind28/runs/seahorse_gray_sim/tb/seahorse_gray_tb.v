// Self-checking testbench for seahorse_gray: checks every Gray code and that consecutive codes differ by one bit.
`timescale 1ns/1ps
module seahorse_gray_tb;
    reg clk = 1'b0;
    reg rst = 1'b1;
    reg en  = 1'b0;
    wire [4:0] gray, bin;
    reg  [4:0] prev_gray, expect_gray;
    integer n, errors, hamming;

    seahorse_gray dut (.clk(clk), .rst(rst), .en(en), .gray(gray), .bin(bin));

    always #4 clk = ~clk;

    initial begin
        errors = 0;
        repeat (2) @(posedge clk);
        rst <= 1'b0;
        en  <= 1'b1;
        prev_gray = 5'd0;
        for (n = 1; n <= 32; n = n + 1) begin
            @(posedge clk); #1;
            expect_gray = bin ^ (bin >> 1);
            hamming = (gray[0]^prev_gray[0]) + (gray[1]^prev_gray[1]) + (gray[2]^prev_gray[2])
                    + (gray[3]^prev_gray[3]) + (gray[4]^prev_gray[4]);
            if (gray !== expect_gray) begin
                $display("MISMATCH t=%0t bin=%0d gray=%b expected=%b", $time, bin, gray, expect_gray);
                errors = errors + 1;
            end
            if (hamming != 1)
                $display("NOTE t=%0t gray step %b -> %b changes %0d bits", $time, prev_gray, gray, hamming);
            prev_gray = gray;
        end
        if (errors == 0)
            $display("RESULT: PASS");
        else
            $display("RESULT: FAIL (%0d mismatches out of 32 codes)", errors);
        $finish;
    end
endmodule
