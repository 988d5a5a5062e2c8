// Self-checking testbench for robin_checksum: feeds 40 pseudo-random bytes and compares against a model.
`timescale 1ns/1ps
module robin_checksum_tb;
    reg clk = 1'b0;
    reg rst = 1'b1;
    reg in_valid = 1'b0;
    reg [7:0] in_byte = 8'h00;
    wire [7:0] sum8, xor8, count;
    reg [7:0] exp_sum, exp_xor, exp_cnt;
    integer i, errors, seed;

    robin_checksum dut (.clk(clk), .rst(rst), .in_valid(in_valid), .in_byte(in_byte),
                        .sum8(sum8), .xor8(xor8), .count(count));

    always #5 clk = ~clk;

    initial begin
        errors = 0; seed = 7;
        exp_sum = 0; exp_xor = 0; exp_cnt = 0;
        repeat (2) @(posedge clk);
        rst <= 1'b0;
        for (i = 0; i < 40; i = i + 1) begin
            @(negedge clk);
            in_valid = ($random(seed) & 3) != 0;
            in_byte  = $random(seed);
            if (in_valid) begin
                exp_sum = exp_sum + in_byte;
                exp_xor = exp_xor ^ in_byte;
                exp_cnt = exp_cnt + 1;
            end
            @(posedge clk); #1;
            if (sum8 !== exp_sum || xor8 !== exp_xor || count !== exp_cnt) begin
                $display("ERROR at %0t: sum8=%h exp %h xor8=%h exp %h count=%0d exp %0d",
                         $time, sum8, exp_sum, xor8, exp_xor, count, exp_cnt);
                errors = errors + 1;
            end
        end
        $display("final: sum8=%h xor8=%h count=%0d", sum8, xor8, count);
        if (errors == 0)
            $display("TEST PASSED: 40 cycles checked, 0 errors");
        else
            $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
