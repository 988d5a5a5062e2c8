// Directed testbench for rounding_unit: checks plain, tie and saturating cases and prints PASS/FAIL per vector.
`timescale 1ns/1ps
module tb_rounding_unit;
    reg         clk = 1'b0, rst_n = 1'b0, din_vld = 1'b0;
    reg  [15:0] din = 16'h0000;
    wire [7:0]  dout;
    wire        dout_vld, sat_flag;
    integer     k, nfail;

    rounding_unit dut (.clk(clk), .rst_n(rst_n), .din_vld(din_vld), .din(din),
                       .dout(dout), .dout_vld(dout_vld), .sat_flag(sat_flag));

    always #4 clk = ~clk;

    reg [15:0] stim [0:7];
    reg [7:0]  gold [0:7];
    reg [8*16-1:0] label [0:7];

    initial begin
        stim[0] = 16'h0340; gold[0] = 8'h03; label[0] = "3.25";
        stim[1] = 16'h03C0; gold[1] = 8'h04; label[1] = "3.75";
        stim[2] = 16'h0280; gold[2] = 8'h02; label[2] = "2.5 tie";
        stim[3] = 16'h0380; gold[3] = 8'h04; label[3] = "3.5 tie";
        stim[4] = 16'hFE80; gold[4] = 8'hFE; label[4] = "-1.5 tie";
        stim[5] = 16'hFAC0; gold[5] = 8'hFB; label[5] = "-5.25";
        stim[6] = 16'h7FC0; gold[6] = 8'h7F; label[6] = "127.75 sat";
        stim[7] = 16'h0000; gold[7] = 8'h00; label[7] = "zero";
        nfail = 0;
        #20 rst_n = 1'b1;
        for (k = 0; k < 8; k = k + 1) begin
            @(negedge clk);
            din = stim[k]; din_vld = 1'b1;
            @(negedge clk);
            din_vld = 1'b0;
            if (dout === gold[k])
                $display("PASS  case %0d (%0s): din=%h dout=%h", k, label[k], stim[k], dout);
            else begin
                $display("FAIL  case %0d (%0s): din=%h dout=%h want=%h", k, label[k], stim[k], dout, gold[k]);
                nfail = nfail + 1;
            end
        end
        if (nfail == 0) $display("RESULT: PASS (8 cases)");
        else            $display("RESULT: FAIL (%0d of 8 cases wrong)", nfail);
        $finish;
    end
endmodule
