// tb_hamdist16 -- self-checking testbench: drives word pairs and compares dist with a
// reference popcount computed in the testbench.
`timescale 1ns/1ps
module tb_hamdist16;
    reg clk = 0, rst = 1;
    reg [15:0] a, b;
    reg [4:0] th;
    wire [4:0] dist;
    wire match;
    integer i, k, ref_d, errors;
    reg [15:0] va [0:5];
    reg [15:0] vb [0:5];

    hamdist16 dut (.clk(clk), .rst(rst), .word_a(a), .word_b(b), .thresh(th), .dist(dist), .match(match));
    always #5 clk = ~clk;

    initial begin
        va[0] = 16'h0000; vb[0] = 16'h0000;
        va[1] = 16'h00ff; vb[1] = 16'h0000;
        va[2] = 16'h1234; vb[2] = 16'h4321;
        va[3] = 16'hf000; vb[3] = 16'h0000;
        va[4] = 16'hffff; vb[4] = 16'h0000;
        va[5] = 16'h0f0f; vb[5] = 16'h0e0e;
        errors = 0; th = 5'd4; a = 0; b = 0;
        @(negedge clk); rst = 0;
        for (i = 0; i < 6; i = i + 1) begin
            a = va[i]; b = vb[i];
            @(negedge clk); @(negedge clk);
            ref_d = 0;
            for (k = 0; k < 16; k = k + 1) ref_d = ref_d + ((va[i][k] ^ vb[i][k]) ? 1 : 0);
            if (dist !== ref_d) errors = errors + 1;
            $display("a=%h b=%h dist=%0d expected=%0d %s", va[i], vb[i], dist, ref_d, (dist === ref_d) ? "ok" : "MISMATCH");
        end
        $display("summary: %0d vectors, %0d mismatches", 6, errors);
        $finish;
    end
endmodule
