// grotto_crc_tb: checks grotto_crc against the CRC-16/CCITT-FALSE check value of "123456789" (0x29B1)
`timescale 1ns/1ps
module grotto_crc_tb;
    reg clk = 0, rst = 1, init = 0, data_valid = 0;
    reg [7:0] data = 0;
    wire [15:0] crc;
    reg [8*9-1:0] msg = "123456789";
    integer i, errors = 0;

    grotto_crc dut (.clk(clk), .rst(rst), .init(init), .data(data), .data_valid(data_valid), .crc(crc));
    always #5 clk = ~clk;

    initial begin
        repeat (2) @(negedge clk);
        rst = 0;
        init = 1; @(negedge clk); init = 0;
        for (i = 8; i >= 0; i = i - 1) begin
            data = msg[i*8 +: 8]; data_valid = 1;
            @(negedge clk);
        end
        data_valid = 0;
        @(negedge clk);
        $display("crc(\"123456789\") = 0x%04h", crc);
        if (crc !== 16'h29B1) begin
            errors = errors + 1;
            $display("ERROR: crc mismatch, got 0x%04h expected 0x29b1", crc);
        end
        // second message: empty after init must give the seed
        init = 1; @(negedge clk); init = 0; @(negedge clk);
        if (crc !== 16'hFFFF) begin
            errors = errors + 1;
            $display("ERROR: seed after init is 0x%04h expected 0xffff", crc);
        end
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED: %0d mismatches", errors);
        $finish;
    end
endmodule
