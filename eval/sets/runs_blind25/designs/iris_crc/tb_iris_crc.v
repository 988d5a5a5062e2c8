// Self-checking testbench for iris_crc against a behavioural CRC-8 reference.
`timescale 1ns/1ps
module iris_crc_tb;
    reg clk = 0, rst = 1, start = 0;
    reg [7:0] data;
    wire [7:0] crc;
    wire busy, done;
    integer k, errors = 0;
    reg [7:0] ref_crc, msg [0:5];

    iris_crc dut (.clk(clk), .rst(rst), .start(start), .data(data), .crc(crc), .busy(busy), .done(done));
    always #5 clk = ~clk;

    function [7:0] crc8_byte(input [7:0] c, input [7:0] d);
        integer j; reg [7:0] x;
        begin
            x = c ^ d;
            for (j = 0; j < 8; j = j + 1)
                x = x[7] ? ({x[6:0], 1'b0} ^ 8'h07) : {x[6:0], 1'b0};
            crc8_byte = x;
        end
    endfunction

    initial begin
        msg[0] = 8'h31; msg[1] = 8'h32; msg[2] = 8'h33; msg[3] = 8'hA5; msg[4] = 8'h00; msg[5] = 8'hFF;
        ref_crc = 8'h00;
        repeat (3) @(posedge clk);
        rst = 0;
        for (k = 0; k < 6; k = k + 1) begin
            @(negedge clk); data = msg[k]; start = 1;
            @(negedge clk); start = 0;
            wait (done); @(negedge clk);
            ref_crc = crc8_byte(ref_crc, msg[k]);
            if (crc !== ref_crc) begin
                errors = errors + 1;
                $display("MISMATCH byte %0d: data=%h crc=%h expected=%h", k, msg[k], crc, ref_crc);
            end else
                $display("ok byte %0d: data=%h crc=%h", k, msg[k], crc);
        end
        if (errors == 0) $display("TEST PASSED: 6 bytes, final crc=%h", crc);
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
