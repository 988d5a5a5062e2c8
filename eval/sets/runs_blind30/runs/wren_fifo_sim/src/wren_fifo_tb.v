// wren_fifo_tb: pushes 8 words until full, checks overflow is ignored, pops and checks order and flags
`timescale 1ns/1ps
module wren_fifo_tb;
    reg clk = 0, rst = 1, push = 0, pop = 0;
    reg [7:0] din = 0;
    wire [7:0] dout;
    wire full, empty;
    wire [3:0] level;
    integer i, errors;

    wren_fifo dut (.clk(clk), .rst(rst), .push(push), .din(din), .pop(pop),
                   .dout(dout), .full(full), .empty(empty), .level(level));

    always #4 clk = ~clk;

    initial begin
        errors = 0;
        repeat (2) @(posedge clk);
        @(negedge clk) rst = 0;
        if (!empty) begin errors = errors + 1; $display("ERROR-CHECK: not empty after reset"); end
        for (i = 0; i < 9; i = i + 1) begin
            @(negedge clk);
            push = 1;
            din  = 8'h30 + i;
        end
        @(negedge clk) push = 0;
        if (!full || level != 8) begin errors = errors + 1; $display("mismatch: full=%b level=%0d", full, level); end
        for (i = 0; i < 8; i = i + 1) begin
            if (dout !== 8'h30 + i) begin
                errors = errors + 1;
                $display("mismatch: pop %0d got %h expected %h", i, dout, 8'h30 + i);
            end
            pop = 1;
            @(negedge clk);
            pop = 0;
        end
        if (!empty) begin errors = errors + 1; $display("mismatch: not empty after draining"); end
        if (errors == 0)
            $display("TEST PASSED: 8 words in order, full/empty flags correct");
        else
            $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
