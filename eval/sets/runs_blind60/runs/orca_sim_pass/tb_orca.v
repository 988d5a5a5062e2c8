`timescale 1ns/1ps
module tb_orca;
    reg clk = 0, rst = 1, start = 0;
    reg [7:0] data = 8'h00;
    wire tx, busy;
    integer i, errors = 0;
    reg [9:0] frame;
    orca_uarttx #(.CLKS_PER_BIT(4)) dut (.clk(clk), .rst(rst), .start(start), .data(data), .tx(tx), .busy(busy));
    always #5 clk = ~clk;
    task send(input [7:0] b);
        begin
            @(negedge clk); data = b; start = 1;
            @(negedge clk); start = 0;
            @(posedge clk); #1;
            for (i = 0; i < 10; i = i + 1) begin
                repeat (2) @(posedge clk); #1;
                frame[i] = tx;
                repeat (2) @(posedge clk); #1;
            end
            if (frame !== {1'b1, b, 1'b0}) begin
                $display("ERROR: byte %h sent as frame %b", b, frame);
                errors = errors + 1;
            end else
                $display("ok: byte %h frame %b", b, frame);
            wait (!busy);
        end
    endtask
    initial begin
        $dumpfile("orca.vcd"); $dumpvars(0, tb_orca);
        repeat (3) @(posedge clk); rst = 0;
        send(8'hA5); send(8'h3C); send(8'hFF); send(8'h00);
        if (errors == 0) $display("TEST PASSED: 4 bytes framed correctly");
        else $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
