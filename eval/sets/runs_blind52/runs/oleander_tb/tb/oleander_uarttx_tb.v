// oleander_uarttx_tb: self-checking testbench for oleander_uarttx (8E1).
// A receiver model samples txd in the middle of each bit and checks data, parity and stop bit.
`timescale 1ns/1ps
module oleander_uarttx_tb;
    localparam DIV = 16;
    reg clk = 0, rst_n = 0, send = 0;
    reg [7:0] data = 0;
    wire txd, busy;
    reg [7:0] rx;
    reg par, stp;
    integer i, k, errors = 0;
    reg [7:0] vec [0:4];

    always #5 clk = ~clk;

    oleander_uarttx #(.BAUD_DIV(DIV)) dut (.clk(clk), .rst_n(rst_n), .send(send),
                                           .data(data), .txd(txd), .busy(busy));

    initial begin
        vec[0] = 8'h55; vec[1] = 8'h01; vec[2] = 8'hFF; vec[3] = 8'h80; vec[4] = 8'h3C;
        #25 rst_n = 1;
        for (i = 0; i < 5; i = i + 1) begin
            @(negedge clk); data = vec[i]; send = 1;
            @(negedge clk); send = 0;
            @(negedge txd);                    // start bit
            #(DIV * 10 / 2);                   // middle of start bit
            if (txd !== 1'b0) begin $display("ERROR: frame %0d bad start bit", i); errors = errors + 1; end
            for (k = 0; k < 8; k = k + 1) begin
                #(DIV * 10); rx[k] = txd;
            end
            #(DIV * 10); par = txd;
            #(DIV * 10); stp = txd;
            if (rx !== vec[i]) begin
                $display("ERROR: frame %0d data %02h, expected %02h", i, rx, vec[i]); errors = errors + 1;
            end else if (par !== ^vec[i]) begin
                $display("ERROR: frame %0d data %02h parity bit %b, expected %b (even)", i, rx, par, ^vec[i]);
                errors = errors + 1;
            end else if (stp !== 1'b1) begin
                $display("ERROR: frame %0d missing stop bit", i); errors = errors + 1;
            end else
                $display("frame %0d: %02h parity %b ok", i, rx, par);
            wait (!busy);
        end
        if (errors == 0) $display("TEST PASSED: 5 frames");
        else             $display("TEST FAILED: %0d of 5 frames wrong", errors);
        $finish;
    end
endmodule
