// alder_uart_tb: self-checking testbench for alder_uart; decodes txd at mid-bit and compares bytes.
`timescale 1ns/1ps
module alder_uart_tb;
    localparam CPB = 16;
    reg        clk = 0, rst_n = 0, tx_start = 0;
    reg  [7:0] tx_data = 0;
    wire       txd, tx_busy;
    integer    errors = 0, frames = 0, k;
    reg  [7:0] got;
    reg  [7:0] vec [0:3];

    alder_uart #(.CLKS_PER_BIT(CPB)) dut (.clk(clk), .rst_n(rst_n), .tx_start(tx_start),
        .tx_data(tx_data), .txd(txd), .tx_busy(tx_busy));

    always #5 clk = ~clk;   // 100 MHz

    task send_and_check(input [7:0] b);
        integer i;
        begin
            @(negedge clk); tx_data = b; tx_start = 1;
            @(negedge clk); tx_start = 0;
            wait (txd == 1'b0);                 // start bit
            repeat (CPB/2) @(posedge clk);
            if (txd !== 1'b0) begin $display("ERROR: start bit lost for 0x%02h", b); errors = errors + 1; end
            for (i = 0; i < 8; i = i + 1) begin
                repeat (CPB) @(posedge clk);
                got[i] = txd;
            end
            repeat (CPB) @(posedge clk);
            if (txd !== 1'b1) begin $display("ERROR: stop bit missing for 0x%02h", b); errors = errors + 1; end
            if (got !== b) begin
                $display("ERROR: sent 0x%02h, decoded 0x%02h", b, got); errors = errors + 1;
            end else
                $display("frame %0d ok: 0x%02h", frames, got);
            frames = frames + 1;
            wait (!tx_busy);
        end
    endtask

    initial begin
        vec[0] = 8'h55; vec[1] = 8'hA3; vec[2] = 8'h00; vec[3] = 8'hFF;
        repeat (3) @(posedge clk);
        rst_n = 1;
        for (k = 0; k < 4; k = k + 1) send_and_check(vec[k]);
        if (errors == 0) $display("TEST PASSED: %0d frames checked", frames);
        else             $display("TEST FAILED: %0d errors in %0d frames", errors, frames);
        $finish;
    end
endmodule
