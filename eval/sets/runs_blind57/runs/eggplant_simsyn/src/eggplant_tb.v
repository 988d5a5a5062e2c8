// eggplant_tb: checks eggplant_crc16 against the CRC-16/CCITT-FALSE check values
`timescale 1ns/1ps
module eggplant_tb;
    reg        clk = 0, rst_n = 0, init = 0, valid = 0;
    reg  [7:0] data = 0;
    wire [15:0] crc;
    integer    fails = 0, i;
    reg [8*9-1:0] msg = "123456789";

    eggplant_crc16 dut (.clk(clk), .rst_n(rst_n), .init(init), .valid(valid), .data(data), .crc(crc));

    always #5 clk = ~clk;

    task check(input [15:0] exp, input [8*16-1:0] what);
        begin
            if (crc !== exp) begin
                fails = fails + 1;
                $display("ERROR: %0s crc=%h expected %h", what, crc, exp);
            end else
                $display("check %0s: crc=%h ok", what, crc);
        end
    endtask

    initial begin
        #12 rst_n = 1;
        @(negedge clk);
        for (i = 8; i >= 0; i = i - 1) begin
            data = msg[i*8 +: 8]; valid = 1;
            @(negedge clk);
        end
        valid = 0;
        check(16'h29B1, "123456789");
        init = 1; @(negedge clk); init = 0;
        check(16'hFFFF, "after init");
        data = "A"; valid = 1; @(negedge clk); valid = 0;
        check(16'hB915, "A");
        if (fails == 0) $display("RESULT: PASS (3 checks)");
        else            $display("RESULT: FAIL (%0d of 3 checks wrong)", fails);
        $finish;
    end
endmodule
