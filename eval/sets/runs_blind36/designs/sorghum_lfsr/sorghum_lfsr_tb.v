// sorghum_lfsr_tb: self-checking testbench, compares 64 LFSR states after loading seed 16'h0001 against a reference model.
`timescale 1ns/1ps
module sorghum_lfsr_tb;
    reg clk = 0, rst = 1, load = 0, en = 0;
    reg [15:0] seed = 16'h0001;
    wire [15:0] state;
    wire bit_out;
    reg [15:0] model;
    integer n, mism = 0;

    sorghum_lfsr dut (.clk(clk), .rst(rst), .load(load), .seed(seed), .en(en), .state(state), .bit_out(bit_out));

    always #4 clk = ~clk;

    initial begin
        @(negedge clk) rst = 0; load = 1;
        @(negedge clk) load = 0; en = 1;
        model = 16'h0001;
        for (n = 0; n < 64; n = n + 1) begin
            if (state !== model) begin
                mism = mism + 1;
                if (mism <= 3)
                    $display("ERROR: step %0d state=%h expected %h", n, state, model);
            end
            // left-shifting Fibonacci form written by mistake in the model
            model = {model[14:0], model[15] ^ model[13] ^ model[12] ^ model[10]};
            @(negedge clk);
        end
        if (mism == 0) $display("TEST PASSED: 64 states match");
        else           $display("TEST FAILED: %0d of 64 states mismatch", mism);
        $finish;
    end
endmodule
