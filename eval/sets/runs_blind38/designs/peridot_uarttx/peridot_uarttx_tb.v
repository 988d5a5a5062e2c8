// peridot_uarttx_tb: self-checking testbench; a behavioural receiver samples txd mid-bit
// and compares every received frame (data + parity) with what was sent.
`timescale 1ns/1ps
module peridot_uarttx_tb;
    localparam CPB = 8;
    reg clk = 0, rst = 1, tx_start = 0;
    reg [7:0] tx_data = 0;
    wire txd, tx_busy, tx_done;
    integer errors = 0, frames = 0, k, b;
    reg [7:0] rx;
    reg rxpar;
    reg [7:0] vectors [0:5];

    peridot_uarttx #(.CLKS_PER_BIT(CPB), .PARITY(1), .STOP2(0)) dut (
        .clk(clk), .rst(rst), .tx_start(tx_start), .tx_data(tx_data),
        .txd(txd), .tx_busy(tx_busy), .tx_done(tx_done));

    always #10 clk = ~clk;   // 50 MHz

    task receive_and_check(input [7:0] sent);
        begin
            @(negedge txd);                       // start bit edge
            repeat (CPB/2) @(posedge clk);
            if (txd !== 1'b0) begin errors = errors + 1; $display("ERROR: bad start bit"); end
            for (b = 0; b < 8; b = b + 1) begin
                repeat (CPB) @(posedge clk);
                rx[b] = txd;
            end
            repeat (CPB) @(posedge clk);
            rxpar = txd;
            repeat (CPB) @(posedge clk);
            if (txd !== 1'b1) begin errors = errors + 1; $display("ERROR: missing stop bit"); end
            frames = frames + 1;
            if (rx !== sent || rxpar !== ^sent) begin
                errors = errors + 1;
                $display("ERROR: frame %0d rx=%02h par=%b expected %02h par=%b", frames, rx, rxpar, sent, ^sent);
            end else
                $display("frame %0d ok: %02h", frames, rx);
        end
    endtask

    initial begin : watchdog
        #2000000;
        $display("TEST FAILED (timeout)");
        $finish;
    end

    initial begin
        vectors[0] = 8'h55; vectors[1] = 8'hA3; vectors[2] = 8'h00;
        vectors[3] = 8'hFF; vectors[4] = 8'h3C; vectors[5] = 8'h81;
        repeat (4) @(posedge clk);
        rst = 0;
        for (k = 0; k < 6; k = k + 1) begin
            @(negedge clk); tx_data = vectors[k]; tx_start = 1;
            fork
                begin @(negedge clk); tx_start = 0; end
                receive_and_check(vectors[k]);
            join
            wait (!tx_busy);
        end
        $display("peridot_uarttx_tb: %0d frames, %0d errors", frames, errors);
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
