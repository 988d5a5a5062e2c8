// oyster_alu_tb: self-checking testbench, 256 pseudo-random vectors per opcode against a behavioural model
`timescale 1ns/1ps
module oyster_alu_tb;
    reg        clk = 0;
    reg  [7:0] a, b;
    reg  [2:0] op;
    wire [7:0] y;
    wire       zf, cf, nf, vf;
    reg  [8:0] exp_res;
    reg        exp_v;
    integer    i, k, errors = 0, checks = 0;

    oyster_alu dut (.clk(clk), .a(a), .b(b), .op(op), .y(y), .zf(zf), .cf(cf), .nf(nf), .vf(vf));
    always #4 clk = ~clk;

    initial begin
        a = 0; b = 0; op = 0;
        for (k = 0; k < 8; k = k + 1) begin
            for (i = 0; i < 256; i = i + 1) begin
                @(negedge clk);
                op = k; a = $random; b = $random;
                exp_v = 1'b0;
                case (op)
                    3'd0: begin exp_res = a + b; exp_v = (a[7] == b[7]) && (exp_res[7] != a[7]); end
                    3'd1: begin exp_res = {1'b0, a} - {1'b0, b}; exp_v = (a[7] != b[7]) && (exp_res[7] != a[7]); end
                    3'd2: exp_res = a & b;
                    3'd3: exp_res = a | b;
                    3'd4: exp_res = a ^ b;
                    3'd5: exp_res = {1'b0, a} << b[2:0];
                    3'd6: exp_res = a >> b[2:0];
                    default: exp_res = ($signed(a) < $signed(b)) ? 9'd1 : 9'd0;
                endcase
                @(posedge clk); #1;
                checks = checks + 1;
                if (y !== exp_res[7:0] || cf !== exp_res[8] || zf !== (exp_res[7:0] == 0) ||
                    nf !== exp_res[7] || vf !== exp_v) begin
                    errors = errors + 1;
                    if (errors < 10)
                        $display("ERROR: op=%0d a=%h b=%h -> y=%h c%b z%b n%b v%b, expected %h v%b",
                                 op, a, b, y, cf, zf, nf, vf, exp_res, exp_v);
                end
            end
        end
        if (errors == 0) $display("TEST PASSED: %0d vectors, all 8 opcodes", checks);
        else             $display("TEST FAILED: %0d/%0d vectors wrong", errors, checks);
        $finish;
    end
endmodule
