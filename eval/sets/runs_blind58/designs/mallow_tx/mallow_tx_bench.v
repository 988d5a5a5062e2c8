// mallow_tx_bench: self-checking testbench for mallow_tx; sends bytes and decodes txd back
`timescale 1ns/1ps
module mallow_tx_bench;
    localparam CPB = 16;
    reg clk = 0, rst_n = 0, start = 0;
    reg [7:0] data = 8'h00;
    wire txd, busy;
    integer errors = 0, i, k;
    reg [7:0] got;
    reg [7:0] vec [0:3];

    mallow_tx #(.CLKS_PER_BIT(CPB)) dut (.clk(clk), .rst_n(rst_n), .start(start),
                                         .data(data), .txd(txd), .busy(busy));
    always #5 clk = ~clk;

    initial begin
        vec[0] = 8'hA5; vec[1] = 8'h3C; vec[2] = 8'h00; vec[3] = 8'hFF;
        $dumpfile("mallow_tx.vcd");
        $dumpvars(0, mallow_tx_bench);
        repeat (3) @(posedge clk);
        rst_n = 1;
        for (i = 0; i < 4; i = i + 1) begin
            @(negedge clk); data = vec[i]; start = 1;
            @(negedge clk); start = 0;
            // wait for start bit, then sample in the middle of each bit
            wait (txd == 1'b0);
            repeat (CPB / 2) @(posedge clk);
            for (k = 0; k < 8; k = k + 1) begin
                repeat (CPB) @(posedge clk);
                got[k] = txd;
            end
            repeat (CPB) @(posedge clk);
            if (txd !== 1'b1) begin
                $display("ERROR: byte %0d: stop bit is %b", i, txd);
                errors = errors + 1;
            end
            if (got !== vec[i]) begin
                $display("ERROR: byte %0d: sent %h, decoded %h", i, vec[i], got);
                errors = errors + 1;
            end else
                $display("byte %0d ok: %h", i, got);
            wait (!busy);
        end
        if (errors == 0) $display("TEST PASSED: 4 bytes sent and decoded");
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
