// testbench for numbat_uarttx: samples txd mid-bit and rebuilds each byte
`timescale 1ns/1ps
module numbat_uarttx_tb;
    localparam CPB = 8;
    reg clk = 0, rst = 1, valid = 0;
    reg [7:0] data;
    wire ready, txd;
    reg [7:0] got;
    integer k, n, errors = 0;
    reg [7:0] bytes [0:4];
    numbat_uarttx #(.CLKS_PER_BIT(CPB)) dut (.clk(clk), .rst(rst), .tx_valid(valid), .tx_data(data),
                                           .tx_ready(ready), .txd(txd));
    always #10 clk = ~clk;
    initial begin
        $dumpfile("numbat_tx.vcd");
        $dumpvars(0, numbat_uarttx_tb);
        bytes[0] = 8'h55; bytes[1] = 8'hA3; bytes[2] = 8'h00; bytes[3] = 8'hFF; bytes[4] = 8'h3C;
        repeat (3) @(posedge clk);
        rst = 0;
        for (n = 0; n < 5; n = n + 1) begin
            @(negedge clk); data = bytes[n]; valid = 1;
            @(negedge clk); valid = 0;
            wait (txd == 0);
            #(CPB * 20 / 2);
            for (k = 0; k < 8; k = k + 1) begin
                #(CPB * 20);
                got[k] = txd;
            end
            #(CPB * 20);
            if (txd !== 1'b1) begin errors = errors + 1; $display("framing error on byte %0d", n); end
            if (got !== bytes[n]) begin errors = errors + 1; $display("byte %0d: sent %h got %h", n, bytes[n], got); end
            else $display("byte %0d ok: %h", n, got);
            wait (ready);
        end
        if (errors == 0) $display("TEST PASSED: 5 bytes framed correctly");
        else $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
