// testbench for colugo_crc8: CRC-8 (poly 0x07) check value of "123456789" is 0xF4, plus two more messages
`timescale 1ns/1ps
module tb_colugo_crc8;
    reg        clk = 0, rst = 1, init = 0, valid = 0;
    reg  [7:0] data = 0;
    wire [7:0] crc;
    integer    fails = 0, k;
    reg  [8*9-1:0] msg = "123456789";

    colugo_crc8 dut (.clk(clk), .rst(rst), .init(init), .valid(valid), .data(data), .crc(crc));
    always #4 clk = ~clk;

    task send(input [7:0] b);
        begin @(negedge clk); data = b; valid = 1; @(negedge clk); valid = 0; end
    endtask

    task expect_crc(input [7:0] exp, input [8*16-1:0] what);
        begin
            if (crc !== exp) begin
                $display("ERROR: %0s crc=%h expected %h", what, crc, exp);
                fails = fails + 1;
            end else
                $display("ok: %0s crc=%h", what, crc);
        end
    endtask

    initial begin
        $dumpfile("colugo.vcd");
        $dumpvars(0, tb_colugo_crc8);
        repeat (2) @(negedge clk);
        rst = 0;
        for (k = 8; k >= 0; k = k - 1) send(msg[k*8 +: 8]);
        expect_crc(8'hF4, "check 123456789");
        @(negedge clk) init = 1; @(negedge clk) init = 0;
        send(8'h00);
        expect_crc(8'h00, "single 0x00");
        @(negedge clk) init = 1; @(negedge clk) init = 0;
        send(8'hFF);
        expect_crc(8'hF3, "single 0xFF");
        if (fails == 0) $display("RESULT: PASS (3/3 vectors)");
        else            $display("RESULT: FAIL (%0d/3 vectors wrong)", fails);
        $finish;
    end
endmodule
