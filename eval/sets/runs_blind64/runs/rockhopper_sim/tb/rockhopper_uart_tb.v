// rockhopper_uart_tb: self-checking testbench, a behavioural receiver samples tx mid-bit
`timescale 1ns/1ps
module rockhopper_uart_tb;
    localparam CPB = 16;
    reg clk = 0, rst = 1, tx_start = 0;
    reg [7:0] tx_data = 0;
    wire tx, busy, done;
    integer errors = 0, i, b;
    reg [7:0] got;
    reg [7:0] vec [0:4];

    rockhopper_uart #(.CLKS_PER_BIT(CPB)) dut (
        .clk(clk), .rst(rst), .tx_start(tx_start), .tx_data(tx_data),
        .tx(tx), .busy(busy), .done(done));

    always #5 clk = ~clk;   // 100 MHz
    initial #100000 begin $display("TEST FAILED: watchdog timeout"); $finish; end

    task send_and_check(input [7:0] val);
        begin
            @(negedge clk); tx_data = val; tx_start = 1;
            @(negedge tx);                     // start bit begins on the clock edge that takes tx_start
            tx_start = 0;
            #(CPB*10/2);                       // middle of start bit
            if (tx !== 1'b0) begin errors = errors + 1; $display("ERROR: start bit not low for %h", val); end
            for (b = 0; b < 8; b = b + 1) begin
                #(CPB*10);
                got[b] = tx;
            end
            #(CPB*10);
            if (tx !== 1'b1) begin errors = errors + 1; $display("ERROR: stop bit not high for %h", val); end
            if (got !== val) begin errors = errors + 1; $display("ERROR: sent %h received %h", val, got); end
            else $display("byte %0d: sent %h received %h ok", i, val, got);
            wait (done); @(negedge clk);
        end
    endtask

    initial begin
        vec[0] = 8'h55; vec[1] = 8'hA3; vec[2] = 8'h00; vec[3] = 8'hFF; vec[4] = 8'h3C;
        repeat (3) @(negedge clk);
        rst = 0;
        for (i = 0; i < 5; i = i + 1) send_and_check(vec[i]);
        if (errors == 0) $display("TEST PASSED: %0d bytes checked", 5);
        else $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
