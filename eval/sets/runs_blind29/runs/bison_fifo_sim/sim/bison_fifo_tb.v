// bison_fifo_tb: self-checking testbench for bison_fifo (fill, overflow attempt, drain, compare order)
`timescale 1ns/1ps
module bison_fifo_tb;
    reg clk = 0, rst = 1, push = 0, pop = 0;
    reg [3:0] din = 0;
    wire [3:0] dout, count;
    wire full, empty;
    integer i, errors = 0;

    bison_fifo dut (.clk(clk), .rst(rst), .push(push), .pop(pop), .din(din),
                    .dout(dout), .full(full), .empty(empty), .count(count));

    always #5 clk = ~clk;

    initial begin
        repeat (2) @(posedge clk);
        rst <= 0;
        for (i = 0; i < 10; i = i + 1) begin
            @(posedge clk);
            push <= 1; din <= i[3:0] + 4'd3;
        end
        @(posedge clk); push <= 0;
        @(posedge clk);
        if (!full) begin errors = errors + 1; $display("ERROR: full not set, count=%0d", count); end
        for (i = 0; i < 8; i = i + 1) begin
            if (dout !== i[3:0] + 4'd3) begin
                errors = errors + 1;
                $display("ERROR: entry %0d read %h expected %h", i, dout, i[3:0] + 4'd3);
            end
            pop <= 1; @(posedge clk); pop <= 0; @(posedge clk);
        end
        if (!empty) begin errors = errors + 1; $display("ERROR: empty not set, count=%0d", count); end
        $display("checked 8 entries, errors=%0d at t=%0t", errors, $time);
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
