// takin_uart_tb: sends a few bytes through takin_uart and decodes txd with a behavioural receiver
`timescale 1ns/1ps
module takin_uart_tb;
    localparam CPB = 16;
    reg clk = 0, rst = 1;
    reg [7:0] data = 0;
    reg data_valid = 0;
    wire hold_empty, txd, tx_busy;
    reg [7:0] expect_q [0:7];
    reg [7:0] got;
    integer n_sent = 0, n_rcvd = 0, errors = 0, k;

    takin_uart #(.CLKS_PER_BIT(CPB)) dut (.clk(clk), .rst(rst), .data(data), .data_valid(data_valid),
                                          .hold_empty(hold_empty), .txd(txd), .tx_busy(tx_busy));
    always #10 clk = ~clk;

    // receiver model: wait for the start bit, sample in the middle of each bit
    initial begin : rx
        forever begin
            @(negedge txd);
            repeat (CPB + CPB / 2) @(posedge clk);
            for (k = 0; k < 8; k = k + 1) begin
                got[k] = txd;
                repeat (CPB) @(posedge clk);
            end
            if (txd !== 1'b1) begin
                errors = errors + 1;
                $display("ERROR: framing error on byte %0d", n_rcvd);
            end
            if (got !== expect_q[n_rcvd]) begin
                errors = errors + 1;
                $display("ERROR: byte %0d got %h expected %h", n_rcvd, got, expect_q[n_rcvd]);
            end
            n_rcvd = n_rcvd + 1;
        end
    end

    task send(input [7:0] b);
        begin
            while (!hold_empty) @(negedge clk);
            expect_q[n_sent] = b; n_sent = n_sent + 1;
            data = b; data_valid = 1;
            @(negedge clk); data_valid = 0;
        end
    endtask

    initial begin
        repeat (4) @(negedge clk);
        rst = 0;
        send(8'h55); send(8'hA3); send(8'h00); send(8'hFF); send(8'h3C);
        wait (n_rcvd == 5);
        repeat (CPB) @(negedge clk);
        if (errors == 0 && n_rcvd == n_sent) $display("TEST PASSED: %0d bytes received correctly", n_rcvd);
        else $display("TEST FAILED: %0d errors, %0d/%0d bytes", errors, n_rcvd, n_sent);
        $finish;
    end
endmodule
