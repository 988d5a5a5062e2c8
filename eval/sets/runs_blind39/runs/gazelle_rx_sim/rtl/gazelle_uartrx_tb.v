// gazelle_uartrx_tb: self-checking testbench, sends 8N1 frames incl. one with a bad stop bit
`timescale 1ns/1ps
module gazelle_uartrx_tb;
    reg clk = 0, rst = 1, baud16 = 0, rxd = 1;
    wire [7:0] data;
    wire valid, frame_err;
    integer div = 0, checks = 0, fails = 0, k;

    gazelle_uartrx dut (.clk(clk), .rst(rst), .baud16(baud16), .rxd(rxd),
                        .data(data), .valid(valid), .frame_err(frame_err));

    always #5 clk = ~clk;
    // baud16 tick every 4 clocks
    always @(posedge clk) begin
        div    <= (div == 3) ? 0 : div + 1;
        baud16 <= (div == 3);
    end

    task send(input [7:0] b, input stop);
        begin
            rxd = 0; repeat (64) @(posedge clk);
            for (k = 0; k < 8; k = k + 1) begin rxd = b[k]; repeat (64) @(posedge clk); end
            rxd = stop; repeat (64) @(posedge clk);
            rxd = 1; repeat (96) @(posedge clk);
        end
    endtask

    task check(input [7:0] exp_d, input exp_fe);
        begin
            checks = checks + 1;
            if (data !== exp_d || frame_err !== exp_fe) begin
                fails = fails + 1;
                $display("ERROR: check %0d data=%h frame_err=%b, expected data=%h frame_err=%b",
                         checks, data, frame_err, exp_d, exp_fe);
            end else
                $display("check %0d ok: data=%h frame_err=%b", checks, data, frame_err);
        end
    endtask

    initial begin
        repeat (10) @(posedge clk);
        rst = 0;
        repeat (20) @(posedge clk);
        send(8'h55, 1'b1); check(8'h55, 1'b0);
        send(8'hA3, 1'b1); check(8'hA3, 1'b0);
        send(8'h0F, 1'b0); check(8'h0F, 1'b1);
        send(8'h81, 1'b1); check(8'h81, 1'b0);
        send(8'hE7, 1'b1); check(8'hE7, 1'b0);
        if (fails == 0) $display("TEST PASSED: %0d checks", checks);
        else            $display("TEST FAILED: %0d of %0d checks failed", fails, checks);
        $finish;
    end
endmodule
