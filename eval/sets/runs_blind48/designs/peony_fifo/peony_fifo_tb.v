// peony_fifo_tb: self-checking testbench against a scoreboard queue: fill to full, drain to empty,
// then 200 cycles of random simultaneous reads and writes.
`timescale 1ns/1ps
module peony_fifo_tb;
    reg clk = 0, rst_n = 0, wr_en = 0, rd_en = 0;
    reg [7:0] wr_data = 0;
    wire [7:0] rd_data;
    wire full, empty;
    wire [3:0] count;
    reg [7:0] model [0:255];
    integer head = 0, tail = 0, errors = 0, checks = 0, i;
    reg expect_valid = 0;
    reg [7:0] expect_data;

    peony_fifo #(.WIDTH(8), .DEPTH_LOG2(3)) dut (.clk(clk), .rst_n(rst_n), .wr_en(wr_en), .wr_data(wr_data),
        .rd_en(rd_en), .rd_data(rd_data), .full(full), .empty(empty), .count(count));

    always #5 clk = ~clk;

    always @(posedge clk) begin
        if (expect_valid) begin
            checks = checks + 1;
            if (rd_data !== expect_data) begin
                $display("ERROR: read %h expected %h at %0d ns", rd_data, expect_data, $time);
                errors = errors + 1;
            end
        end
        expect_valid = 0;
        if (rst_n && rd_en && !empty) begin
            expect_data  = model[tail[7:0]];
            expect_valid = 1;
            tail = tail + 1;
        end
        if (rst_n && wr_en && !full) begin
            model[head[7:0]] = wr_data;
            head = head + 1;
        end
    end

    task step(input w, input r, input [7:0] d);
        begin
            @(negedge clk); wr_en = w; rd_en = r; wr_data = d;
        end
    endtask

    initial begin
        repeat (2) @(negedge clk);
        rst_n = 1;
        for (i = 0; i < 10; i = i + 1) step(1, 0, 8'h10 + i);   // two writes beyond full are dropped
        step(0, 0, 0);
        if (!full || count != 8) begin $display("ERROR: not full after 10 writes (count=%0d)", count); errors = errors + 1; end
        for (i = 0; i < 9; i = i + 1) step(0, 1, 0);
        step(0, 0, 0);
        if (!empty) begin $display("ERROR: not empty after draining"); errors = errors + 1; end
        for (i = 0; i < 200; i = i + 1) step($random, $random, $random);
        step(0, 0, 0); step(0, 0, 0);
        if (errors == 0) $display("TEST PASSED: %0d reads checked", checks);
        else             $display("TEST FAILED: %0d error(s) in %0d reads", errors, checks);
        $finish;
    end
endmodule
