// Self-checking testbench for ulaw_enc: compares against a loop-based reference model.
`timescale 1ns/1ps
module tb_ulaw_enc;
    reg clk = 0, rst_n = 0, in_vld = 0;
    reg  [13:0] pcm = 0;
    wire [7:0]  code;
    wire        code_vld;
    integer i, errors, checked;
    reg [7:0] expect_code;

    ulaw_enc dut (.clk(clk), .rst_n(rst_n), .in_vld(in_vld), .pcm(pcm),
                  .code(code), .code_vld(code_vld));

    always #5 clk = ~clk;

    function [7:0] ref_ulaw(input [13:0] x);
        integer m, s, e;
        begin
            s = x[13];
            m = s ? (16384 - x) : x;
            m = m + 33;
            if (m > 8191) m = 8191;
            e = 7;
            while (e > 0 && m < (32 << e)) e = e - 1;
            ref_ulaw = ~{s[0], e[2:0], m[e+4 -: 4]};
        end
    endfunction

    reg [13:0] vec [0:11];
    initial begin
        vec[0] = 14'd0;     vec[1] = 14'd1;     vec[2] = 14'd31;    vec[3] = 14'd100;
        vec[4] = 14'd1000;  vec[5] = 14'd4000;  vec[6] = 14'd8159;  vec[7] = 14'h3FFF;
        vec[8] = 14'h3C18;  vec[9] = 14'h2001;  vec[10] = 14'h2ABC; vec[11] = 14'h0777;
        errors = 0; checked = 0;
        repeat (2) @(posedge clk);
        rst_n = 1;
        for (i = 0; i < 12; i = i + 1) begin
            @(negedge clk);
            pcm = vec[i]; in_vld = 1;
            @(negedge clk);
            in_vld = 0;
            expect_code = ref_ulaw(vec[i]);
            checked = checked + 1;
            if (code_vld && code === expect_code)
                $display("PASS vec%0d pcm=%h code=%h", i, vec[i], code);
            else begin
                $display("FAIL vec%0d pcm=%h code=%h expected=%h", i, vec[i], code, expect_code);
                errors = errors + 1;
            end
        end
        if (errors == 0) $display("PASS: all %0d vectors matched", checked);
        else             $display("FAIL: %0d of %0d vectors mismatched", errors, checked);
        $finish;
    end
endmodule
