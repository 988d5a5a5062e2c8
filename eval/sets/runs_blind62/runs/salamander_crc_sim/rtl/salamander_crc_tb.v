// salamander_crc_tb: self-checking testbench, CRC-8/ATM of "123456789" must be 0xF4
`timescale 1ns/1ps
module salamander_crc_tb;
    reg clk = 0, rst = 1, init = 0, valid = 0, din = 0;
    wire [7:0] crc;
    reg [7:0] msg [0:8];
    integer i, b;
    salamander_crc dut (.clk(clk), .rst(rst), .init(init), .valid(valid), .din(din), .crc(crc));
    always #4 clk = ~clk;
    initial begin
        for (i = 0; i < 9; i = i + 1) msg[i] = 8'h31 + i;
        @(posedge clk); rst <= 0;
        for (i = 0; i < 9; i = i + 1)
            for (b = 7; b >= 0; b = b - 1) begin
                @(negedge clk); valid = 1; din = msg[i][b];
            end
        @(negedge clk); valid = 0;
        @(posedge clk); #1;
        $display("crc = 0x%02h after 72 bits", crc);
        if (crc == 8'hF4) $display("TEST PASSED crc=0x%02h", crc);
        else $display("TEST FAILED crc=0x%02h expected 0xf4", crc);
        $finish;
    end
endmodule
