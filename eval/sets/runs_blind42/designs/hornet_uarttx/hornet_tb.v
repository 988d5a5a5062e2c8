// hornet_tb: self-checking testbench for hornet_uarttx; decodes the tx line at mid-bit and compares bytes
`timescale 1ns/1ps
module hornet_tb;
    localparam CPB = 8;
    reg clk = 0, rst = 1, tx_valid = 0;
    reg [7:0] tx_data = 0;
    wire tx_ready, tx, tx_busy;
    integer errors = 0, i, b;
    reg [7:0] got;
    reg [7:0] vec [0:5];

    hornet_uarttx #(.CLKS_PER_BIT(CPB)) dut (.clk(clk), .rst(rst), .tx_valid(tx_valid), .tx_data(tx_data),
                                              .tx_ready(tx_ready), .tx(tx), .tx_busy(tx_busy));
    always #5 clk = ~clk;

    task send_and_check(input [7:0] v);
        begin
            @(negedge clk); while (!tx_ready) @(negedge clk);
            tx_data = v; tx_valid = 1; @(negedge clk); tx_valid = 0;
            wait (tx == 1'b0);                 // start bit
            #(CPB*10/2);                       // middle of start bit
            if (tx !== 1'b0) begin errors = errors + 1; $display("ERROR start bit missing for %h", v); end
            for (b = 0; b < 8; b = b + 1) begin
                #(CPB*10); got[b] = tx;
            end
            #(CPB*10);
            if (tx !== 1'b1) begin errors = errors + 1; $display("ERROR stop bit low for %h", v); end
            if (got !== v) begin errors = errors + 1; $display("ERROR sent %h received %h", v, got); end
            else $display("byte %h ok", v);
        end
    endtask

    initial begin
        vec[0] = 8'h55; vec[1] = 8'hA3; vec[2] = 8'h00; vec[3] = 8'hFF; vec[4] = 8'h3C; vec[5] = 8'h81;
        $dumpfile("hornet_tb.vcd"); $dumpvars(0, hornet_tb);
        repeat (3) @(negedge clk); rst = 0;
        for (i = 0; i < 6; i = i + 1) send_and_check(vec[i]);
        if (errors == 0) $display("TEST PASSED: 6 bytes transmitted, 0 errors");
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
