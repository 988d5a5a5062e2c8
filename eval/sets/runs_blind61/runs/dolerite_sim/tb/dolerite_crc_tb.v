// dolerite_crc_tb: self-checking testbench, CRC-8 of "123456789" must be 0xF4
`timescale 1ns/1ps
module dolerite_crc_tb;
    reg clk = 0, rst = 1, en = 0, clr = 0;
    reg [7:0] din = 0;
    wire [7:0] crc;
    reg [8*9-1:0] msg = "123456789";
    integer i, errors = 0;
    dolerite_crc dut (.clk(clk), .rst(rst), .en(en), .clr(clr), .din(din), .crc(crc));
    always #5 clk = ~clk;
    initial begin
        @(posedge clk); @(posedge clk); rst <= 0;
        for (i = 8; i >= 0; i = i - 1) begin
            @(posedge clk); en <= 1; din <= msg[i*8 +: 8];
        end
        @(posedge clk); en <= 0;
        @(posedge clk);
        if (crc !== 8'hF4) begin
            $display("ERROR: crc = %h, expected f4", crc); errors = errors + 1;
        end else
            $display("check 1: crc(123456789) = %h ok", crc);
        clr <= 1; @(posedge clk); clr <= 0; @(posedge clk);
        if (crc !== 8'h00) begin
            $display("ERROR: crc after clr = %h", crc); errors = errors + 1;
        end else
            $display("check 2: clear ok");
        if (errors == 0) $display("TEST PASSED (2 checks)");
        else $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
