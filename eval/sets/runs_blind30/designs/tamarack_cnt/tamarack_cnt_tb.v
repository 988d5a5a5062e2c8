// tamarack_cnt_tb: self-checking testbench, compares the counter with a reference model for 75 ticks
`timescale 1ns/1ps
module tamarack_cnt_tb;
    reg clk = 0, rst = 1, tick = 0;
    wire [3:0] ones, tens;
    wire carry;
    integer i, errors, ref_sec;

    tamarack_cnt dut (.clk(clk), .rst(rst), .tick(tick), .ones(ones), .tens(tens), .carry(carry));

    always #5 clk = ~clk;

    initial begin
        errors = 0;
        ref_sec = 0;
        repeat (2) @(posedge clk);
        rst = 0;
        for (i = 0; i < 75; i = i + 1) begin
            @(negedge clk);
            tick = 1;
            @(negedge clk);
            tick = 0;
            ref_sec = (ref_sec + 1) % 60;
            if (ones !== ref_sec % 10 || tens !== ref_sec / 10) begin
                errors = errors + 1;
                if (errors <= 5)
                    $display("MISMATCH at tick %0d: got %0d%0d expected %0d", i + 1, tens, ones, ref_sec);
            end
        end
        if (errors == 0)
            $display("TEST PASSED: 75 ticks checked");
        else
            $display("TEST FAILED: %0d mismatches in 75 ticks", errors);
        $finish;
    end
endmodule
