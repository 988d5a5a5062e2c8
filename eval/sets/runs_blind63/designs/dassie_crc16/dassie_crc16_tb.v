// dassie_crc16_tb: self-checking testbench, feeds "123456789" and two other strings
`timescale 1ns/1ps
module dassie_crc16_tb;
    reg clk = 0, rst = 1, clear = 0, data_valid = 0;
    reg [7:0] data_in = 0;
    wire [15:0] crc_out;
    integer errors = 0;
    dassie_crc16 dut (.clk(clk), .rst(rst), .clear(clear), .data_valid(data_valid),
                      .data_in(data_in), .crc_out(crc_out));
    always #5 clk = ~clk;

    task send_byte(input [7:0] b);
        begin
            @(negedge clk); data_in = b; data_valid = 1;
            @(negedge clk); data_valid = 0;
        end
    endtask
    task check(input [15:0] exp, input [8*16-1:0] name);
        begin
            if (crc_out !== exp) begin
                $display("ERROR: crc of %0s = %h, expected %h", name, crc_out, exp);
                errors = errors + 1;
            end else
                $display("ok: crc of %0s = %h", name, crc_out);
        end
    endtask

    initial begin
        $dumpfile("dassie_crc16.vcd");
        $dumpvars(0, dassie_crc16_tb);
        repeat (2) @(negedge clk); rst = 0;
        send_byte("1"); send_byte("2"); send_byte("3"); send_byte("4"); send_byte("5");
        send_byte("6"); send_byte("7"); send_byte("8"); send_byte("9");
        check(16'h29B1, "123456789");
        @(negedge clk); clear = 1; @(negedge clk); clear = 0;
        check(16'hFFFF, "<empty>");
        send_byte(8'h41);
        check(16'hB915, "A");
        @(negedge clk); clear = 1; @(negedge clk); clear = 0;
        send_byte(8'h00); send_byte(8'h00);
        check(16'h1D0F, "00 00");
        if (errors == 0) $display("TEST PASSED (4 checks)");
        else $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
