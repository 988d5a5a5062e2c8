// borage_uarttx_tb: self-checking testbench, sends three bytes and samples txd mid-bit
`timescale 1ns/1ps
module borage_uarttx_tb;
    localparam CPB = 8;
    reg clk = 0, rst_n = 0, start = 0;
    reg [7:0] data = 0;
    wire txd, busy;
    integer errors = 0, i, k;
    reg [7:0] got;
    reg [7:0] vec [0:2];

    borage_uarttx #(.CLKS_PER_BIT(CPB)) dut (.clk(clk), .rst_n(rst_n), .start(start),
                                           .data(data), .txd(txd), .busy(busy));
    always #5 clk = ~clk;

    initial begin
        vec[0] = 8'hA5; vec[1] = 8'h3C; vec[2] = 8'h81;
        repeat (3) @(posedge clk);
        rst_n = 1;
        for (k = 0; k < 3; k = k + 1) begin
            @(negedge clk); data = vec[k]; start = 1;
            @(negedge clk); start = 0;
            // middle of start bit
            repeat (CPB/2 - 1) @(posedge clk);
            if (txd !== 1'b0) begin errors = errors + 1; $display("ERROR: byte %0d no start bit", k); end
            for (i = 0; i < 8; i = i + 1) begin
                repeat (CPB) @(posedge clk);
                got[i] = txd;
            end
            repeat (CPB) @(posedge clk);
            if (txd !== 1'b1) begin errors = errors + 1; $display("ERROR: byte %0d no stop bit", k); end
            if (got !== vec[k]) begin
                errors = errors + 1;
                $display("ERROR: byte %0d sent %h, line carried %h", k, vec[k], got);
            end else
                $display("byte %0d ok: %h", k, got);
            wait (!busy);
        end
        if (errors == 0) $display("TEST PASSED (3 frames, CLKS_PER_BIT=%0d)", CPB);
        else             $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
