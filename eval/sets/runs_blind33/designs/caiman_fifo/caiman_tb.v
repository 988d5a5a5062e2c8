// caiman_tb: self-checking testbench for caiman_fifo (fill, drain, overflow attempt)
`timescale 1ns/1ps
module caiman_tb;
    reg clk = 0, rst = 1, wr_en = 0, rd_en = 0;
    reg [7:0] wr_data = 0;
    wire [7:0] rd_data;
    wire full, empty;
    wire [3:0] level;
    integer i, errors = 0;

    caiman_fifo #(.WIDTH(8), .AW(3)) dut (
        .clk(clk), .rst(rst), .wr_en(wr_en), .wr_data(wr_data), .rd_en(rd_en),
        .rd_data(rd_data), .full(full), .empty(empty), .level(level));

    always #5 clk = ~clk;

    initial begin
        $dumpfile("caiman_tb.vcd");
        $dumpvars(0, caiman_tb);
        repeat (2) @(posedge clk);
        rst = 0;
        for (i = 0; i < 10; i = i + 1) begin
            @(negedge clk); wr_en = 1; wr_data = 8'hA0 + i;
        end
        @(negedge clk); wr_en = 0;
        if (!full) begin errors = errors + 1; $display("ERROR: full not set, level=%0d", level); end
        $display("after fill: level=%0d full=%b", level, full);
        for (i = 0; i < 8; i = i + 1) begin
            @(negedge clk); rd_en = 1;
            @(negedge clk); rd_en = 0;
            if (rd_data !== 8'hA0 + i) begin
                errors = errors + 1;
                $display("ERROR: read %0d got %h expected %h", i, rd_data, 8'hA0 + i);
            end
        end
        if (!empty) begin errors = errors + 1; $display("ERROR: empty not set"); end
        $display("after drain: level=%0d empty=%b", level, empty);
        if (errors == 0) $display("TEST PASSED: 8 words written and read back, %0d errors", errors);
        else $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
