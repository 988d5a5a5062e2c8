// tb_manch: loops the encoder output into the decoder and prints each
// decoded bit next to the bit that was sent.
`timescale 1ns/1ps
module tb_manch;
    reg clk2x = 0, rst = 1, tx_bit = 0, tx_vld = 0;
    wire line, need, rx_bit, rx_vld, rx_err;
    reg [7:0] pattern = 8'b1011_0010;
    integer n = 0, errs = 0, sent = 0;

    manch_codec dut (.clk2x(clk2x), .rst(rst), .tx_bit(tx_bit), .tx_vld(tx_vld),
                     .tx_line(line), .tx_need(need), .rx_line(line),
                     .rx_bit(rx_bit), .rx_vld(rx_vld), .rx_err(rx_err));

    always #5 clk2x = ~clk2x;

    initial begin
        #22 rst = 0;
        tx_vld = 1;
        repeat (40) @(posedge clk2x);
        $display("done: bits decoded=%0d code errors=%0d", n, errs);
        $finish;
    end

    always @(negedge clk2x) if (!rst && need) begin
        tx_bit <= pattern[sent % 8];
        sent = sent + 1;
    end

    always @(posedge clk2x) if (rx_vld) begin
        n = n + 1;
        if (rx_err) errs = errs + 1;
        $display("t=%0t rx_bit=%b err=%b", $time, rx_bit, rx_err);
    end
endmodule
