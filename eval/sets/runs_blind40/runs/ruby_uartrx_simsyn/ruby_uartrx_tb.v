// ruby_uartrx_tb: self-checking testbench for ruby_uartrx (CLKS_PER_BIT=16). Sends five bytes,
// one with a bad stop bit, and checks data/valid/frame_err.
`timescale 1ns/1ps
module ruby_uartrx_tb;
    localparam CPB = 16;
    reg clk = 0, rst = 1, rx = 1;
    wire [7:0] data;
    wire valid, frame_err;
    integer errors = 0, got = 0, ferr = 0, n;
    reg [7:0] expq [0:3];
    integer rd = 0;

    ruby_uartrx #(.CLKS_PER_BIT(CPB)) dut (.clk(clk), .rst(rst), .rx(rx),
                                          .data(data), .valid(valid), .frame_err(frame_err));
    always #10 clk = ~clk;   // 50 MHz

    task send(input [7:0] b, input stopbit);
        integer k;
        begin
            rx = 0; repeat (CPB) @(posedge clk);
            for (k = 0; k < 8; k = k + 1) begin rx = b[k]; repeat (CPB) @(posedge clk); end
            rx = stopbit; repeat (CPB) @(posedge clk);
            rx = 1; repeat (CPB) @(posedge clk);
        end
    endtask

    always @(posedge clk) begin
        if (valid) begin
            got = got + 1;
            if (data !== expq[rd]) begin
                errors = errors + 1;
                $display("ERROR: byte %0d got %h expected %h", rd, data, expq[rd]);
            end else
                $display("rx byte %0d = %h ok", rd, data);
            rd = rd + 1;
        end
        if (frame_err) ferr = ferr + 1;
    end

    initial begin
        expq[0] = 8'h55; expq[1] = 8'hA3; expq[2] = 8'h00; expq[3] = 8'hFF;
        repeat (4) @(posedge clk); rst = 0;
        repeat (10) @(posedge clk);
        send(8'h55, 1); send(8'hA3, 1); send(8'h3C, 0); send(8'h00, 1); send(8'hFF, 1);
        repeat (40) @(posedge clk);
        if (got != 4)  begin errors = errors + 1; $display("ERROR: %0d bytes received, expected 4", got); end
        if (ferr != 1) begin errors = errors + 1; $display("ERROR: %0d framing errors, expected 1", ferr); end
        if (errors == 0) $display("TEST PASSED: %0d bytes, %0d framing error(s) flagged", got, ferr);
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
