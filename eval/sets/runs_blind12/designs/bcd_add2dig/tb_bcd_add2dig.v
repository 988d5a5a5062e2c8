`timescale 1ns/1ps
module tb_bcd_add2dig;
    reg  [7:0] a, b;
    reg        cin;
    wire [7:0] sum;
    wire       cout;
    integer i, j, k, exp, got, errors, checks;

    bcd_add2dig dut (.a(a), .b(b), .cin(cin), .sum(sum), .cout(cout));

    initial begin
        errors = 0; checks = 0;
        for (i = 0; i < 100; i = i + 1)
            for (j = 0; j < 100; j = j + 1)
                for (k = 0; k < 2; k = k + 1) begin
                    a   = ((i / 10) << 4) | (i % 10);
                    b   = ((j / 10) << 4) | (j % 10);
                    cin = k;
                    #1;
                    exp = i + j + k;
                    got = cout * 100 + sum[7:4] * 10 + sum[3:0];
                    checks = checks + 1;
                    if (got !== exp) begin
                        errors = errors + 1;
                        if (errors < 5) $display("MISMATCH %0d + %0d + %0d: got %0d", i, j, k, got);
                    end
                end
        $display("bcd_add2dig: %0d vectors checked, %0d errors", checks, errors);
        if (errors == 0) $display("RESULT: PASS"); else $display("RESULT: FAIL");
        $finish;
    end
endmodule
