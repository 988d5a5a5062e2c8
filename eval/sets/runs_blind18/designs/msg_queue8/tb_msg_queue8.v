`timescale 1ns/1ps
// Self-checking testbench for msg_queue8: fills the queue, checks the
// flags, drains it and compares every word against a reference model.
module tb_msg_queue8;
    reg        clk = 1'b0;
    reg        rst_n = 1'b0;
    reg        push = 1'b0;
    reg  [7:0] push_data = 8'h00;
    reg        pop = 1'b0;
    wire [7:0] pop_data;
    wire       pop_valid, full, empty, almost_full, overflow, underflow;
    wire [3:0] level;

    integer errors = 0;
    integer checks = 0;
    integer i;
    reg [7:0] model [0:7];

    msg_queue8 dut (
        .clk(clk), .rst_n(rst_n), .push(push), .push_data(push_data),
        .pop(pop), .pop_data(pop_data), .pop_valid(pop_valid),
        .full(full), .empty(empty), .almost_full(almost_full),
        .level(level), .overflow(overflow), .underflow(underflow)
    );

    always #5 clk = ~clk;

    task expect_bit(input [8*16-1:0] name, input actual, input expected);
        begin
            checks = checks + 1;
            if (actual !== expected) begin
                errors = errors + 1;
                $display("FAIL %0s: got %b expected %b at %0t", name, actual, expected, $time);
            end
        end
    endtask

    initial begin
        repeat (3) @(posedge clk);
        rst_n = 1'b1;
        @(negedge clk);
        expect_bit("empty", empty, 1'b1);
        // fill
        for (i = 0; i < 8; i = i + 1) begin
            model[i] = 8'h3c ^ (i * 8'h11);
            push = 1'b1;
            push_data = model[i];
            @(negedge clk);
        end
        push = 1'b0;
        expect_bit("full", full, 1'b1);
        expect_bit("almost_full", almost_full, 1'b1);
        // one extra push sets overflow
        push = 1'b1;
        @(negedge clk);
        push = 1'b0;
        expect_bit("overflow", overflow, 1'b1);
        // drain
        for (i = 0; i < 8; i = i + 1) begin
            pop = 1'b1;
            @(negedge clk);
            pop = 1'b0;
            checks = checks + 1;
            if (pop_valid !== 1'b1 || pop_data !== model[i]) begin
                errors = errors + 1;
                $display("FAIL word %0d: got %h expected %h", i, pop_data, model[i]);
            end
        end
        expect_bit("empty", empty, 1'b1);
        expect_bit("underflow", underflow, 1'b0);
        pop = 1'b1;
        @(negedge clk);
        pop = 1'b0;
        expect_bit("underflow", underflow, 1'b1);
        if (errors == 0)
            $display("PASS: msg_queue8 %0d checks, 0 errors", checks);
        else
            $display("FAILED: msg_queue8 %0d checks, %0d errors", checks, errors);
        $finish;
    end
endmodule
