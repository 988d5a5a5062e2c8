// hauyne_seqdet_tb: self-checking testbench; shifts a 32-bit stream and compares hit with a model
`timescale 1ns/1ps
module hauyne_seqdet_tb;
    reg clk = 0, rst = 1, din = 0;
    wire hit;
    wire [7:0] hits;
    reg [31:0] stream = 32'b1011_0110_1101_1000_1011_1011_0101_1010;
    reg [3:0] hist = 4'b0000;
    integer i, errors = 0, expected = 0;

    hauyne_seqdet dut (.clk(clk), .rst(rst), .din(din), .hit(hit), .hits(hits));
    always #4 clk = ~clk;

    initial begin
        repeat (2) @(negedge clk); rst = 0;
        for (i = 31; i >= 0; i = i - 1) begin
            din = stream[i];
            hist = {hist[2:0], stream[i]};
            @(negedge clk);
            if (hit !== (hist == 4'b1011)) begin
                $display("ERROR: bit %0d: hit=%b expected %b", 31 - i, hit, hist == 4'b1011);
                errors = errors + 1;
            end
            if (hist == 4'b1011) expected = expected + 1;
        end
        if (hits !== expected[7:0]) begin
            $display("ERROR: hits=%0d expected %0d", hits, expected);
            errors = errors + 1;
        end
        $display("detections: %0d", hits);
        if (errors == 0) $display("TEST PASSED (32 bits, %0d detections)", expected);
        else $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
