// eel_crc8_tb: self-checking testbench, CRC-8 of "123456789" against the CRC-8/I-432-1 check value 0xA1
`timescale 1ns/1ps
module eel_crc8_tb;
    reg clk = 0, rst = 1, en = 0, din = 0;
    wire [7:0] crc;
    reg [7:0] msg [0:8];
    integer i, j, errors = 0;
    eel_crc8 dut (.clk(clk), .rst(rst), .en(en), .din(din), .crc(crc));
    always #5 clk = ~clk;
    initial begin
        for (i = 0; i < 9; i = i + 1) msg[i] = 8'h31 + i;
        @(posedge clk); #1 rst = 0; en = 1;
        for (i = 0; i < 9; i = i + 1)
            for (j = 7; j >= 0; j = j - 1) begin
                din = msg[i][j];
                @(posedge clk); #1;
            end
        en = 0;
        if (crc !== 8'hA1) begin
            $display("ERROR: crc mismatch, got 0x%02h expected 0xA1", crc);
            errors = errors + 1;
        end
        if (errors == 0) $display("TEST PASSED");
        else $display("TEST FAILED: %0d error(s)", errors);
        $finish;
    end
endmodule
