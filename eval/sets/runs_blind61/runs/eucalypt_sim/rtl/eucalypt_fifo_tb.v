// eucalypt_fifo_tb: self-checking testbench for eucalypt_fifo (fill, check flags, drain, check order)
`timescale 1ns/1ps
module eucalypt_fifo_tb;
    reg clk = 0, rst = 1, wr = 0, rd = 0;
    reg [7:0] wdata = 0;
    wire [7:0] rdata;
    wire full, empty;
    wire [3:0] count;
    integer i, errors = 0;
    eucalypt_fifo dut (.clk(clk), .rst(rst), .wr(wr), .rd(rd), .wdata(wdata),
                       .rdata(rdata), .full(full), .empty(empty), .count(count));
    always #5 clk = ~clk;
    initial begin
        @(posedge clk); rst <= 0;
        // spec sheet says the FIFO reports full after 7 writes (one slot kept free)
        for (i = 0; i < 7; i = i + 1) begin
            @(posedge clk); wr <= 1; wdata <= 8'hA0 + i;
        end
        @(posedge clk); wr <= 0;
        @(posedge clk);
        if (!full) begin
            $display("ERROR: full not set after 7 writes (count=%0d)", count); errors = errors + 1;
        end
        for (i = 0; i < 7; i = i + 1) begin
            if (rdata !== 8'hA0 + i) begin
                $display("ERROR: read %0d got %h expected %h", i, rdata, 8'hA0 + i); errors = errors + 1;
            end
            rd <= 1; @(posedge clk); rd <= 0; @(posedge clk);
        end
        if (!empty) begin
            $display("ERROR: empty not set after draining"); errors = errors + 1;
        end
        if (errors == 0) $display("TEST PASSED");
        else $display("TEST FAILED: %0d error(s)", errors);
        $finish;
    end
endmodule
