// elodea_sevenseg_tb: checks all 16 digits and the blank input against a reference table
`timescale 1ns/1ps
module elodea_sevenseg_tb;
    reg clk = 0, rst = 1, blank = 0;
    reg [3:0] val = 0;
    wire [6:0] seg_n;
    reg [6:0] ref_tab [0:15];
    integer i, errors = 0;
    elodea_sevenseg dut (.clk(clk), .rst(rst), .val(val), .blank(blank), .seg_n(seg_n));
    always #4 clk = ~clk;
    initial begin
        ref_tab[0]=7'h40; ref_tab[1]=7'h79; ref_tab[2]=7'h24; ref_tab[3]=7'h30;
        ref_tab[4]=7'h19; ref_tab[5]=7'h12; ref_tab[6]=7'h02; ref_tab[7]=7'h78;
        ref_tab[8]=7'h00; ref_tab[9]=7'h10; ref_tab[10]=7'h08; ref_tab[11]=7'h03;
        ref_tab[12]=7'h46; ref_tab[13]=7'h21; ref_tab[14]=7'h06; ref_tab[15]=7'h0e;
        @(posedge clk); rst <= 0;
        for (i = 0; i < 16; i = i + 1) begin
            val <= i; @(posedge clk); @(negedge clk);
            if (seg_n !== ref_tab[i]) begin
                $display("ERROR: digit %h seg_n=%b expected %b", i[3:0], seg_n, ref_tab[i]);
                errors = errors + 1;
            end
        end
        blank <= 1; @(posedge clk); @(negedge clk);
        if (seg_n !== 7'h7f) begin $display("ERROR: blank not honoured"); errors = errors + 1; end
        if (errors == 0) $display("TEST PASSED: 17 vectors checked");
        else $display("TEST FAILED: %0d mismatches", errors);
        $finish;
    end
endmodule
