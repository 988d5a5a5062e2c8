// emerald_mac_tb: self-checking testbench for emerald_mac (dot product of two vectors).
`timescale 1ns/1ps
module emerald_mac_tb;
    reg clk = 0, rst = 1, clr = 0, en = 0;
    reg signed [7:0] a, b;
    wire signed [19:0] acc;
    wire ovf;
    integer i, expect_acc = 0;

    emerald_mac dut (.clk(clk), .rst(rst), .clr(clr), .en(en), .a(a), .b(b), .acc(acc), .ovf(ovf));
    always #5 clk = ~clk;

    initial begin
        repeat (2) @(posedge clk);
        rst = 0;
        for (i = 0; i < 10; i = i + 1) begin
            @(negedge clk); a = i * 13 - 60; b = 7 - i * 3; en = 1;
            expect_acc = expect_acc + (i * 13 - 60) * (7 - i * 3);
        end
        @(negedge clk); en = 0;
        if (acc == expect_acc && !ovf) $display("TEST PASSED acc=%0d", acc);
        else $display("TEST FAILED acc=%0d expected %0d", acc, expect_acc);
        $finish;
    end
endmodule
