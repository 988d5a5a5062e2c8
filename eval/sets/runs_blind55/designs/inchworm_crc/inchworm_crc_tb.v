// inchworm_crc_tb: self-checking testbench for inchworm_crc (three reference vectors).
`timescale 1ns/1ps
module inchworm_crc_tb;
    reg        clk = 1'b0;
    reg        rst = 1'b1;
    reg        init = 1'b0;
    reg        valid = 1'b0;
    reg  [7:0] data = 8'h00;
    wire [7:0] crc;
    integer    errors = 0;
    integer    checks = 0;
    integer    k;

    inchworm_crc dut (.clk(clk), .rst(rst), .init(init), .valid(valid), .data(data), .crc(crc));

    always #5 clk = ~clk;

    task send_string(input [8*16-1:0] s, input integer n);
        begin
            @(negedge clk) init = 1'b1;
            @(negedge clk) init = 1'b0;
            for (k = n - 1; k >= 0; k = k - 1) begin
                data  = s[8*k +: 8];
                valid = 1'b1;
                @(negedge clk);
            end
            valid = 1'b0;
        end
    endtask

    task expect_crc(input [7:0] exp, input [8*16-1:0] label);
        begin
            checks = checks + 1;
            if (crc !== exp) begin
                errors = errors + 1;
                $display("ERROR: crc of %0s = %02h, expected %02h", label, crc, exp);
            end else
                $display("ok   : crc of %0s = %02h", label, crc);
        end
    endtask

    initial begin
        $dumpfile("inchworm_crc_tb.vcd");
        $dumpvars(0, inchworm_crc_tb);
        repeat (2) @(negedge clk);
        rst = 1'b0;
        send_string("123456789", 9);  expect_crc(8'hF4, "123456789");
        send_string("A", 1);          expect_crc(8'hC0, "A");
        send_string("hello", 5);      expect_crc(8'h92, "hello");
        if (errors == 0)
            $display("TEST PASSED: %0d/%0d CRC vectors match", checks, checks);
        else
            $display("TEST FAILED: %0d of %0d CRC vectors wrong", errors, checks);
        $finish;
    end
endmodule
