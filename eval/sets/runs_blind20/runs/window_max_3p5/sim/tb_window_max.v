`timescale 1ns/1ps
module tb_window_max;
    reg clk = 0, rst_n = 0, in_vld = 0;
    reg [9:0] in_smp = 0;
    wire [9:0] max_out;
    wire [1:0] max_age;
    wire out_vld;
    integer k, errors = 0;
    reg [9:0] seq [0:7];

    window_max dut (.clk(clk), .rst_n(rst_n), .in_vld(in_vld), .in_smp(in_smp),
                    .max_out(max_out), .max_age(max_age), .out_vld(out_vld));
    always #4 clk = ~clk;

    initial begin
        seq[0] = 10'd12;  seq[1] = 10'd700; seq[2] = 10'd35;  seq[3] = 10'd36;
        seq[4] = 10'd40;  seq[5] = 10'd41;  seq[6] = 10'd900; seq[7] = 10'd5;
        #17 rst_n = 1;
        for (k = 0; k < 8; k = k + 1) begin
            @(negedge clk) in_vld = 1; in_smp = seq[k];
        end
        @(negedge clk) in_vld = 0;
        #40;
        $display("final window max=%0d age=%0d", max_out, max_age);
        // window after last shift: 5, 900, 41, 40 -> max 900 at age 1
        if (max_out !== 10'd900 || max_age !== 2'd1) begin
            errors = errors + 1;
            $display("ERROR: expected max 900 age 1");
        end
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
    always @(posedge clk) if (out_vld) $display("%0t: max_out=%0d age=%0d", $time, max_out, max_age);
endmodule
