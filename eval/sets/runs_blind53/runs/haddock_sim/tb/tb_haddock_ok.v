// Self-checking testbench for haddock_fifo: fill, check full, drain, compare order.
`timescale 1ns/1ps
module haddock_tb;
    reg clk = 0, rst = 1, wr = 0, rd = 0;
    reg [7:0] wdata = 0;
    wire [7:0] rdata;
    wire full, empty;
    wire [3:0] level;
    integer i, errors = 0;
    haddock_fifo dut (.clk(clk), .rst(rst), .wr(wr), .wdata(wdata), .rd(rd),
                      .rdata(rdata), .full(full), .empty(empty), .level(level));
    always #5 clk = ~clk;
    initial begin
        repeat (2) @(posedge clk);
        @(negedge clk) rst = 0;
        for (i = 0; i < 8; i = i + 1) begin
            @(negedge clk); wr = 1; wdata = 8'h10 + i;
        end
        @(negedge clk); wr = 0;
        if (!full) begin $display("ERROR: full not set after 8 writes (level=%0d)", level); errors = errors + 1; end
        for (i = 0; i < 8; i = i + 1) begin
            @(negedge clk); rd = 1;
            @(negedge clk); rd = 0;
            if (rdata !== 8'h10 + i) begin
                $display("ERROR: read %0d got %h expected %h", i, rdata, 8'h10 + i);
                errors = errors + 1;
            end
        end
        if (!empty) begin $display("ERROR: empty not set at the end"); errors = errors + 1; end
        if (errors == 0) $display("TEST PASSED: 8 words in order, full/empty ok");
        else $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
