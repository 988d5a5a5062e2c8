// mussel_crc16_tb: self-checking testbench, CRC of "123456789" must be 0x29B1
`timescale 1ns/1ps
module mussel_crc16_tb;
    reg clk = 0, rst = 1, init = 0, valid = 0;
    reg [7:0] data = 0;
    wire [15:0] crc;
    integer i, errors = 0;
    reg [8*9-1:0] msg = "123456789";

    mussel_crc16 dut (.clk(clk), .rst(rst), .init(init), .valid(valid), .data(data), .crc(crc));
    always #5 clk = ~clk;

    initial begin
        @(posedge clk); @(posedge clk); rst <= 0;
        @(posedge clk);
        if (crc !== 16'hFFFF) begin
            $display("ERROR: crc after reset = %h, expected ffff", crc); errors = errors + 1;
        end
        for (i = 8; i >= 0; i = i - 1) begin
            valid <= 1; data <= msg[i*8 +: 8];
            @(posedge clk);
        end
        valid <= 0;
        @(posedge clk);
        $display("crc(\"123456789\") = 0x%h", crc);
        if (crc !== 16'h29B1) begin
            $display("ERROR: check value mismatch, got %h expected 29b1", crc); errors = errors + 1;
        end
        // re-init then a single byte 0x00 -> 0xE1F0
        init <= 1; @(posedge clk); init <= 0;
        valid <= 1; data <= 8'h00; @(posedge clk); valid <= 0; @(posedge clk);
        $display("crc(0x00) = 0x%h", crc);
        if (crc !== 16'hE1F0) begin
            $display("ERROR: single byte mismatch, got %h expected e1f0", crc); errors = errors + 1;
        end
        if (errors == 0) $display("TEST PASSED: 2 vectors checked");
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
