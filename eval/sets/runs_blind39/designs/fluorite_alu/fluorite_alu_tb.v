// fluorite_alu_tb: self-checking testbench, random vectors against a behavioural model
`timescale 1ns/1ps
module fluorite_alu_tb;
    reg clk = 0, rst = 1, en = 0;
    reg [2:0] op;
    reg [7:0] a, b;
    wire [7:0] y;
    wire fz, fn, fc, fv;
    reg [8:0] exp_res;
    integer n, errors, seed;

    fluorite_alu dut (.clk(clk), .rst(rst), .en(en), .op(op), .a(a), .b(b),
                      .y(y), .flag_z(fz), .flag_n(fn), .flag_c(fc), .flag_v(fv));

    always #5 clk = ~clk;

    function [8:0] model(input [2:0] o, input [7:0] x, input [7:0] z);
        case (o)
            3'd0: model = x + z;
            3'd1: model = {1'b0, x} - {1'b0, z};
            3'd2: model = x & z;
            3'd3: model = x | z;
            3'd4: model = x ^ z;
            3'd5: model = {1'b0, x} << z[2:0];
            3'd6: model = x >> z[2:0];
            default: model = ($signed(x) < $signed(z)) ? 9'd1 : 9'd0;
        endcase
    endfunction

    initial begin
        errors = 0; seed = 39;
        op = 0; a = 0; b = 0;
        repeat (2) @(posedge clk);
        rst = 0; en = 1;
        for (n = 0; n < 400; n = n + 1) begin
            op = $random(seed); a = $random(seed); b = $random(seed);
            exp_res = model(op, a, b);
            @(posedge clk); #1;
            if (y !== exp_res[7:0] || fc !== exp_res[8] || fz !== (exp_res[7:0] == 0)) begin
                errors = errors + 1;
                $display("ERROR: op=%0d a=%h b=%h got y=%h c=%b expected %h", op, a, b, y, fc, exp_res);
            end
        end
        if (errors == 0)
            $display("TEST PASSED: %0d vectors, 0 mismatches", n);
        else
            $display("TEST FAILED: %0d mismatches in %0d vectors", errors, n);
        $finish;
    end
endmodule
