// meerkat_crc16_tb: checks meerkat_crc16 against the CRC-16/CCITT-FALSE check value
// (ASCII "123456789" -> 0x29B1).
`timescale 1ns/1ps
module meerkat_crc16_tb;
    reg clk = 0, clr = 0, en = 0;
    reg  [7:0]  din = 0;
    wire [15:0] crc;
    reg  [8*9-1:0] msg = "123456789";
    integer i;

    meerkat_crc16 dut (.clk(clk), .clr(clr), .en(en), .din(din), .crc(crc));
    always #4 clk = ~clk;

    initial begin
        @(negedge clk) clr = 1;
        @(negedge clk) clr = 0;
        for (i = 8; i >= 0; i = i - 1) begin
            din = msg[i*8 +: 8]; en = 1;
            @(negedge clk);
        end
        en = 0;
        @(negedge clk);
        $display("crc after 9 bytes = 0x%04h", crc);
        if (crc === 16'h29b1)
            $display("TEST PASSED");
        else begin
            $display("ERROR: crc mismatch, got 0x%04h expected 0x29b1", crc);
            $display("TEST FAILED");
        end
        $finish;
    end
endmodule
