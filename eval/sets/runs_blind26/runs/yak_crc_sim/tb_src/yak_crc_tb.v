// Self-checking testbench for yak_crc: feeds "123456789" and compares against the CRC-16/CCITT-FALSE check value 0x29B1.
`timescale 1ns/1ps
module yak_crc_tb;
    reg clk = 0, rst = 1, init = 0, din_valid = 0;
    reg [7:0] din = 0;
    wire [15:0] crc;
    integer i, errors = 0;
    reg [7:0] msg [0:8];
    yak_crc dut (.clk(clk), .rst(rst), .init(init), .din_valid(din_valid), .din(din), .crc(crc));
    always #5 clk = ~clk;
    initial begin
        msg[0]="1"; msg[1]="2"; msg[2]="3"; msg[3]="4"; msg[4]="5";
        msg[5]="6"; msg[6]="7"; msg[7]="8"; msg[8]="9";
        repeat (2) @(posedge clk);
        rst = 0;
        for (i = 0; i < 9; i = i + 1) begin
            @(negedge clk); din = msg[i]; din_valid = 1;
        end
        @(negedge clk); din_valid = 0;
        if (crc !== 16'h29B1) begin
            $display("FAIL: crc=%h expected 29b1", crc); errors = errors + 1;
        end else $display("check 1: crc of \"123456789\" = %h (ok)", crc);
        // re-init and single byte 0x00
        @(negedge clk); init = 1; @(negedge clk); init = 0;
        if (crc !== 16'hFFFF) begin $display("FAIL: init value %h", crc); errors = errors + 1; end
        else $display("check 2: init value = %h (ok)", crc);
        din = 8'h00; din_valid = 1; @(negedge clk); din_valid = 0;
        if (crc !== 16'hE1F0) begin $display("FAIL: crc(00)=%h expected e1f0", crc); errors = errors + 1; end
        else $display("check 3: crc of 0x00 = %h (ok)", crc);
        if (errors == 0) $display("TEST PASSED: 3 checks, 0 errors");
        else $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
