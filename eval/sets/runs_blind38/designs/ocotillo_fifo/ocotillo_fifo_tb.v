// ocotillo_fifo_tb: self-checking testbench for ocotillo_fifo (fill, overflow attempt, drain, interleave).
`timescale 1ns/1ps
module ocotillo_fifo_tb;
    reg clk = 0, rst = 1, wr_en = 0, rd_en = 0;
    reg [7:0] wr_data = 0;
    wire [7:0] rd_data;
    wire full, empty;
    wire [4:0] count;
    integer errors = 0, checks = 0, i;
    reg [7:0] expect_q [0:63];
    integer head = 0, tail = 0;

    ocotillo_fifo dut (.clk(clk), .rst(rst), .wr_en(wr_en), .wr_data(wr_data), .rd_en(rd_en),
                       .rd_data(rd_data), .full(full), .empty(empty), .count(count));

    always #5 clk = ~clk;

    task push(input [7:0] v);
        begin
            @(negedge clk); wr_en = 1; wr_data = v;
            if (!full) begin expect_q[tail % 64] = v; tail = tail + 1; end
            @(negedge clk); wr_en = 0;
        end
    endtask

    task pop;
        begin
            @(negedge clk);
            if (!empty) begin
                checks = checks + 1;
                if (rd_data !== expect_q[head % 64]) begin
                    errors = errors + 1;
                    $display("ERROR: pop %0d got %02h expected %02h", head, rd_data, expect_q[head % 64]);
                end
                head = head + 1;
            end
            rd_en = 1;
            @(negedge clk); rd_en = 0;
        end
    endtask

    initial begin
        repeat (3) @(negedge clk);
        rst = 0;
        for (i = 0; i < 18; i = i + 1) push(8'h30 + i);     // two more than fit
        checks = checks + 1;
        if (!full || count != 16) begin errors = errors + 1; $display("ERROR: expected full, count=%0d", count); end
        for (i = 0; i < 16; i = i + 1) pop;
        checks = checks + 1;
        if (!empty) begin errors = errors + 1; $display("ERROR: expected empty"); end
        for (i = 0; i < 10; i = i + 1) begin push(8'hA0 ^ i); pop; end
        $display("ocotillo_fifo_tb: %0d checks, %0d errors", checks, errors);
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
