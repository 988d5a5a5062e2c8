// saffron_uart_tb: self-checking testbench, sends four bytes and decodes the tx line.
`timescale 1ns/1ps
module saffron_uart_tb;
    localparam CPB = 8;
    reg clk = 0, rst_n = 0, tx_start = 0;
    reg [7:0] tx_data = 0;
    wire tx, tx_busy, tx_done;
    integer errors = 0, i, b;
    reg [7:0] got;
    reg [7:0] vec [0:3];

    saffron_uart #(.CLKS_PER_BIT(CPB)) dut (
        .clk(clk), .rst_n(rst_n), .tx_start(tx_start), .tx_data(tx_data),
        .tx(tx), .tx_busy(tx_busy), .tx_done(tx_done));

    always #10 clk = ~clk;   // 50 MHz

    initial begin
        vec[0] = 8'hA5; vec[1] = 8'h3C; vec[2] = 8'h00; vec[3] = 8'hFF;
        repeat (3) @(posedge clk);
        rst_n = 1;
        for (i = 0; i < 4; i = i + 1) begin
            @(negedge clk);
            tx_data = vec[i]; tx_start = 1;
            @(negedge clk);
            tx_start = 0;
            // sample in the middle of every bit
            repeat (CPB/2) @(posedge clk);
            if (tx !== 1'b0) begin
                $display("ERROR: byte %0d start bit is %b", i, tx); errors = errors + 1;
            end
            for (b = 0; b < 8; b = b + 1) begin
                repeat (CPB) @(posedge clk);
                got[b] = tx;
            end
            repeat (CPB) @(posedge clk);
            if (tx !== 1'b1) begin
                $display("ERROR: byte %0d stop bit is %b", i, tx); errors = errors + 1;
            end
            if (got !== vec[i]) begin
                $display("ERROR: byte %0d sent %h, decoded %h", i, vec[i], got); errors = errors + 1;
            end else
                $display("byte %0d ok: %h", i, got);
            wait (!tx_busy);
        end
        if (errors == 0) $display("TEST PASSED (%0d bytes)", 4);
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
