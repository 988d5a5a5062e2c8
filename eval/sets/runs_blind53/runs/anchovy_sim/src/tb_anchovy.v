// Self-checking testbench for anchovy_uart_tx: sends bytes and samples the line mid-bit.
`timescale 1ns/1ps
module anchovy_tb;
    localparam CPB = 8;
    reg clk = 0, rst_n = 0, start = 0;
    reg [7:0] data = 0;
    wire tx, busy, done;
    integer i, b, errors = 0;
    reg [7:0] got;
    reg [7:0] vec [0:3];
    anchovy_uart_tx #(.CLKS_PER_BIT(CPB)) dut (.clk(clk), .rst_n(rst_n), .start(start),
        .data(data), .tx(tx), .busy(busy), .done(done));
    always #5 clk = ~clk;
    initial begin
        vec[0] = 8'hA5; vec[1] = 8'h3C; vec[2] = 8'hFF; vec[3] = 8'h01;
        repeat (3) @(posedge clk);
        rst_n = 1;
        for (i = 0; i < 4; i = i + 1) begin
            @(negedge clk); data = vec[i]; start = 1;
            @(negedge clk); start = 0;
            wait (tx == 1'b0);
            repeat (CPB/2) @(posedge clk);
            for (b = 0; b < 8; b = b + 1) begin
                repeat (CPB) @(posedge clk);
                got[b] = tx;
            end
            wait (done);
            if (got !== vec[i]) begin
                $display("ERROR: byte %0d sent %h received %h", i, vec[i], got);
                errors = errors + 1;
            end else
                $display("byte %0d ok: %h", i, got);
            @(posedge clk);
        end
        if (errors == 0) $display("TEST PASSED: %0d bytes checked", 4);
        else $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
