// nopal_ser_tb: sends three bytes and decodes the line, checking start/data/parity/stop
`timescale 1ns/1ps
module nopal_ser_tb;
    reg clk = 0, rst_n = 0, send = 0;
    reg [7:0] data = 0;
    wire txd, busy;
    integer errors = 0, frames = 0, i;
    reg [10:0] got;
    reg [7:0] bytes [0:2];
    nopal_ser #(.DIV(4)) dut (.clk(clk), .rst_n(rst_n), .send(send), .data(data), .txd(txd), .busy(busy));
    always #5 clk = ~clk;
    task sendbyte(input [7:0] b);
        integer k;
        begin
            @(negedge clk); data = b; send = 1;
            @(negedge clk); send = 0;
            @(negedge txd);                 // start bit edge
            #20;                            // middle of the bit (DIV=4 -> 40 ns per bit)
            for (k = 0; k < 11; k = k + 1) begin
                got[k] = txd;
                #40;
            end
            frames = frames + 1;
            if (got[0] !== 1'b0 || got[8:1] !== b || got[9] !== ^b || got[10] !== 1'b1) begin
                errors = errors + 1;
                $display("mismatch: byte %h frame %b", b, got);
            end else
                $display("frame %0d ok: byte %h parity %b", frames, b, got[9]);
            wait (!busy);
        end
    endtask
    initial begin
        bytes[0] = 8'hA5; bytes[1] = 8'h3C; bytes[2] = 8'h01;
        #23 rst_n = 1;
        for (i = 0; i < 3; i = i + 1) sendbyte(bytes[i]);
        if (errors == 0) $display("TEST PASSED: %0d frames decoded, parity and stop bits correct", frames);
        else $display("TEST FAILED: %0d of %0d frames wrong", errors, frames);
        $finish;
    end
endmodule
