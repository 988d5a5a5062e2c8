// Testbench for haddock_fifo written for a first-word-fall-through FIFO:
// it compares rdata in the same cycle that rd is asserted.
`timescale 1ns/1ps
module haddock_fwft_tb;
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
        for (i = 0; i < 4; i = i + 1) begin
            @(negedge clk); wr = 1; wdata = 8'hC0 + i;
        end
        @(negedge clk); wr = 0;
        for (i = 0; i < 4; i = i + 1) begin
            @(negedge clk); rd = 1;
            #1;
            if (rdata !== 8'hC0 + i) begin
                $display("ERROR: t=%0t word %0d rdata=%h expected %h", $time, i, rdata, 8'hC0 + i);
                errors = errors + 1;
            end
        end
        @(negedge clk); rd = 0;
        if (errors == 0) $display("TEST PASSED: FWFT order ok");
        else $display("TEST FAILED: %0d mismatches out of 4 reads", errors);
        $finish;
    end
endmodule
