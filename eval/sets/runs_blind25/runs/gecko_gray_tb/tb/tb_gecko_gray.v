// Self-checking testbench: steps gecko_gray through all codes and checks the decoded position.
`timescale 1ns/1ps
module gecko_gray_tb;
    reg clk = 0, rst = 1, step = 0;
    wire [5:0] gray, pos;
    integer n, errors = 0;
    reg [5:0] expect_pos;

    gecko_gray #(.N(6)) dut (.clk(clk), .rst(rst), .step(step), .gray(gray), .pos(pos));
    always #5 clk = ~clk;

    initial begin
        repeat (2) @(posedge clk);
        @(negedge clk) rst = 0;
        expect_pos = 0;
        for (n = 1; n <= 64; n = n + 1) begin
            @(negedge clk) step = 1;
            @(negedge clk) step = 0;
            expect_pos = expect_pos + 1;
            if (pos !== expect_pos) begin
                errors = errors + 1;
                if (errors <= 5)
                    $display("ERROR step %0d: gray=%b pos=%0d expected %0d", n, gray, pos, expect_pos);
            end
        end
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED: %0d of 64 checks wrong", errors);
        $finish;
    end
endmodule
