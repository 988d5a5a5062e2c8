// rabbit_gray_tb: self-checking testbench, checks one-bit change per step over a full wrap
`timescale 1ns/1ps
module rabbit_gray_tb;
    reg clk = 0, rst = 1, en = 0, clr = 0;
    wire [5:0] gray;
    wire wrap;
    integer i, errors = 0, wraps = 0;
    reg [5:0] prev;
    rabbit_gray #(.N(6)) dut (.clk(clk), .rst(rst), .en(en), .clr(clr), .gray(gray), .wrap(wrap));
    always #5 clk = ~clk;
    function integer popc(input [5:0] v);
        integer k; begin popc = 0; for (k = 0; k < 6; k = k + 1) popc = popc + v[k]; end
    endfunction
    initial begin
        repeat (2) @(posedge clk);
        rst = 0; en = 1;
        @(posedge clk); #1 prev = gray;
        for (i = 0; i < 70; i = i + 1) begin
            @(posedge clk); #1;
            if (wrap) wraps = wraps + 1;
            if (popc(gray ^ prev) != 1) begin
                errors = errors + 1;
                $display("ERROR step %0d: %b -> %b", i, prev, gray);
            end
            prev = gray;
        end
        $display("checked 70 steps, %0d wraps seen", wraps);
        if (errors == 0) $display("TEST PASSED (70 gray steps)");
        else $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
