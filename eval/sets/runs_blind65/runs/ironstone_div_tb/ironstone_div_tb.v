// ironstone_div_tb: self-checking testbench for ironstone_div (directed vectors).
// The divide-by-zero vector expects an all-ones quotient.
`timescale 1ns/1ps
module ironstone_div_tb;
    reg clk = 0, rst = 1, start = 0;
    reg [7:0] dividend, divisor;
    wire [7:0] quotient, remainder;
    wire busy, done;
    integer errors = 0, i;
    reg [7:0] va [0:5];
    reg [7:0] vb [0:5];
    reg [7:0] eq [0:5];
    reg [7:0] er [0:5];

    ironstone_div dut (.clk(clk), .rst(rst), .start(start), .dividend(dividend), .divisor(divisor),
                       .quotient(quotient), .remainder(remainder), .busy(busy), .done(done));
    always #5 clk = ~clk;

    initial begin
        va[0]=200; vb[0]=7;   eq[0]=28;  er[0]=4;
        va[1]=255; vb[1]=16;  eq[1]=15;  er[1]=15;
        va[2]=9;   vb[2]=10;  eq[2]=0;   er[2]=9;
        va[3]=144; vb[3]=12;  eq[3]=12;  er[3]=0;
        va[4]=37;  vb[4]=0;   eq[4]=255; er[4]=37;
        va[5]=250; vb[5]=1;   eq[5]=250; er[5]=0;
        repeat (2) @(posedge clk);
        rst = 0;
        for (i = 0; i < 6; i = i + 1) begin
            @(negedge clk); dividend = va[i]; divisor = vb[i]; start = 1;
            @(negedge clk); start = 0;
            while (!done) @(negedge clk);
            if (quotient !== eq[i] || remainder !== er[i]) begin
                errors = errors + 1;
                $display("ERROR: %0d / %0d -> q=%0d r=%0d, expected q=%0d r=%0d",
                         va[i], vb[i], quotient, remainder, eq[i], er[i]);
            end else
                $display("ok: %0d / %0d = %0d rem %0d", va[i], vb[i], quotient, remainder);
        end
        if (errors == 0) $display("TEST PASSED");
        else $display("TEST FAILED: %0d of 6 vectors wrong", errors);
        $finish;
    end
endmodule
