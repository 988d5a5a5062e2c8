// barracuda_tb: self-checking testbench for barracuda_uarttx (bit-level receiver model samples mid-bit)
`timescale 1ns/1ps
module barracuda_tb;
    localparam CPB = 16;
    reg        clk = 0, rst = 1, start = 0;
    reg  [7:0] data = 8'h00;
    wire       tx, busy, done;
    integer    errors = 0, nbytes = 0, k;
    reg  [7:0] rx;
    reg  [7:0] vec [0:4];

    barracuda_uarttx #(.CLKS_PER_BIT(CPB)) dut (
        .clk(clk), .rst(rst), .start(start), .data(data), .tx(tx), .busy(busy), .done(done));

    always #10 clk = ~clk;   // 50 MHz

    task send_and_check(input [7:0] b);
        integer i;
        begin
            @(negedge clk); data = b; start = 1;
            @(negedge clk); start = 0;
            wait (tx == 1'b0);
            repeat (CPB/2) @(posedge clk);
            if (tx !== 1'b0) begin errors = errors + 1; $display("ERROR: start bit lost for %h", b); end
            for (i = 0; i < 8; i = i + 1) begin
                repeat (CPB) @(posedge clk);
                rx[i] = tx;
            end
            repeat (CPB) @(posedge clk);
            if (tx !== 1'b1) begin errors = errors + 1; $display("ERROR: stop bit missing for %h", b); end
            if (rx !== b) begin errors = errors + 1; $display("ERROR: sent %h received %h", b, rx); end
            else $display("byte %0d: %h ok", nbytes, rx);
            nbytes = nbytes + 1;
            wait (!busy);
        end
    endtask

    initial begin
        vec[0] = 8'hA5; vec[1] = 8'h3C; vec[2] = 8'h00; vec[3] = 8'hFF; vec[4] = 8'h81;
        repeat (3) @(posedge clk);
        rst = 0;
        for (k = 0; k < 5; k = k + 1)
            send_and_check(vec[k]);
        if (errors == 0) $display("TEST PASSED: %0d bytes, %0d clocks per bit", nbytes, CPB);
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
