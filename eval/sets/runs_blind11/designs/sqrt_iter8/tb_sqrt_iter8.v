`timescale 1ns/1ps
module tb_sqrt_iter8;
    reg clk = 0, rst = 1, start = 0;
    reg [15:0] radicand = 0;
    wire [7:0] root;
    wire [8:0] rem_out;
    wire busy, done;
    integer i, errors, checked, exp_root, exp_rem;
    reg [15:0] vec [0:11];

    sqrt_iter8 dut (.clk(clk), .rst(rst), .start(start), .radicand(radicand),
                    .root(root), .rem_out(rem_out), .busy(busy), .done(done));
    always #5 clk = ~clk;

    initial begin
        vec[0] = 16'd0;     vec[1] = 16'd1;     vec[2] = 16'd2;     vec[3] = 16'd15;
        vec[4] = 16'd16;    vec[5] = 16'd17;    vec[6] = 16'd255;   vec[7] = 16'd1000;
        vec[8] = 16'd4096;  vec[9] = 16'd40000; vec[10] = 16'd65025; vec[11] = 16'd65535;
        errors = 0; checked = 0;
        repeat (3) @(posedge clk);
        rst = 0;
        for (i = 0; i < 12; i = i + 1) begin
            @(negedge clk);
            radicand = vec[i];
            start = 1;
            @(negedge clk);
            start = 0;
            wait (done);
            exp_root = 0;
            while ((exp_root + 1) * (exp_root + 1) <= vec[i]) exp_root = exp_root + 1;
            exp_rem = vec[i] - exp_root * exp_root;
            checked = checked + 1;
            if (root !== exp_root || rem_out !== exp_rem) begin
                errors = errors + 1;
                $display("n=%0d root=%0d rem=%0d expected root=%0d rem=%0d MISMATCH", vec[i], root, rem_out, exp_root, exp_rem);
            end else
                $display("n=%0d root=%0d rem=%0d ok", vec[i], root, rem_out);
            @(posedge clk);
        end
        $display("summary: %0d vectors checked, %0d errors", checked, errors);
        $finish;
    end
endmodule
