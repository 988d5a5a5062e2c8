// myrtle_uartx_tb: self-checking testbench, sends three bytes and decodes the tx line
`timescale 1ns/1ps
module myrtle_uartx_tb;
    reg clk = 0, rst = 1, start = 0;
    reg [7:0] data = 0;
    wire tx, busy;
    integer errors = 0, i, k;
    reg [7:0] got;
    reg [7:0] vec [0:2];
    myrtle_uartx #(.CLKS_PER_BIT(8)) dut (.clk(clk), .rst(rst), .start(start), .data(data), .tx(tx), .busy(busy));
    always #5 clk = ~clk;
    initial begin #200000; $display("TEST FAILED: watchdog timeout"); $finish; end
    initial begin
        vec[0] = 8'hA5; vec[1] = 8'h3C; vec[2] = 8'hFF;
        repeat (3) @(posedge clk);
        rst = 0;
        for (i = 0; i < 3; i = i + 1) begin
            @(negedge clk); data = vec[i]; start = 1;
            @(negedge clk); start = 0;
            @(negedge tx);
            repeat (4) @(posedge clk);          // middle of start bit
            for (k = 0; k < 8; k = k + 1) begin
                repeat (8) @(posedge clk);
                got[k] = tx;
            end
            if (got !== vec[i]) begin
                $display("ERROR: byte %0d sent %h received %h", i, vec[i], got);
                errors = errors + 1;
            end else $display("byte %0d ok: %h", i, got);
            wait (!busy);
        end
        if (errors == 0) $display("TEST PASSED: 3 bytes framed correctly");
        else $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
