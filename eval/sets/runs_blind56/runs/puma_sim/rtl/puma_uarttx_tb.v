// puma_uarttx_tb: self-checking testbench for puma_uarttx.
// Sends a list of bytes, decodes the tx line with a bit-centre sampler and compares.
`timescale 1ns/1ps
module puma_uarttx_tb;
    localparam CPB = 16;
    reg clk = 0, rst = 1, tx_start = 0;
    reg [7:0] tx_data = 8'h00;
    wire tx, tx_busy;
    integer errors = 0, i, b;
    reg [7:0] got;
    reg [7:0] vectors [0:5];

    puma_uarttx #(.CLKS_PER_BIT(CPB)) dut (
        .clk(clk), .rst(rst), .tx_start(tx_start), .tx_data(tx_data),
        .tx(tx), .tx_busy(tx_busy));

    always #10 clk = ~clk;   // 50 MHz

    task send_and_check(input [7:0] val);
        begin
            @(negedge clk);
            tx_data = val; tx_start = 1;
            @(negedge clk);
            tx_start = 0;
            wait (tx == 1'b0);                  // start bit
            repeat (CPB/2) @(posedge clk);      // centre of start bit
            if (tx !== 1'b0) begin
                $display("ERROR: start bit not low for 0x%02h", val);
                errors = errors + 1;
            end
            for (b = 0; b < 8; b = b + 1) begin
                repeat (CPB) @(posedge clk);
                got[b] = tx;
            end
            repeat (CPB) @(posedge clk);
            if (tx !== 1'b1) begin
                $display("ERROR: stop bit missing for 0x%02h", val);
                errors = errors + 1;
            end
            if (got !== val) begin
                $display("ERROR: sent 0x%02h, line carried 0x%02h", val, got);
                errors = errors + 1;
            end else
                $display("  byte 0x%02h ok at %0d ns", val, $time);
            wait (!tx_busy);
        end
    endtask

    initial begin
        vectors[0] = 8'h55; vectors[1] = 8'hA3; vectors[2] = 8'h00;
        vectors[3] = 8'hFF; vectors[4] = 8'h3C; vectors[5] = 8'h81;
        $dumpfile("puma_uarttx_tb.vcd");
        $dumpvars(0, puma_uarttx_tb);
        repeat (4) @(posedge clk);
        rst = 0;
        for (i = 0; i < 6; i = i + 1)
            send_and_check(vectors[i]);
        if (errors == 0)
            $display("TEST PASSED: %0d bytes checked", i);
        else
            $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
