// fieldfare_spi_tb: self-checking testbench for fieldfare_spi; a loopback slave
// model returns the byte it received in the previous transfer.
`timescale 1ns/1ps
module fieldfare_spi_tb;
    reg clk = 0, rst = 1, start = 0;
    reg [7:0] tx_byte = 0;
    wire sclk, mosi, cs_n, done;
    wire [7:0] rx_byte;
    reg [7:0] slave_sh = 8'hA5;
    reg [7:0] slave_rx;
    integer errors = 0, i;
    reg [7:0] pattern [0:3];

    fieldfare_spi dut (.clk(clk), .rst(rst), .start(start), .tx_byte(tx_byte), .miso(slave_sh[7]),
                       .sclk(sclk), .mosi(mosi), .cs_n(cs_n), .rx_byte(rx_byte), .done(done));
    always #5 clk = ~clk;
    always @(posedge sclk) if (!cs_n) slave_rx <= {slave_rx[6:0], mosi};
    always @(negedge sclk) if (!cs_n) slave_sh <= {slave_sh[6:0], 1'b0};
    always @(posedge cs_n) slave_sh <= slave_rx;

    initial begin
        pattern[0] = 8'h3C; pattern[1] = 8'h81; pattern[2] = 8'hFF; pattern[3] = 8'h00;
        repeat (3) @(posedge clk);
        rst = 0;
        for (i = 0; i < 4; i = i + 1) begin
            @(negedge clk); tx_byte = pattern[i]; start = 1;
            @(negedge clk); start = 0;
            @(posedge done); @(posedge clk);
            if (slave_rx !== pattern[i]) begin
                errors = errors + 1;
                $display("ERROR: slave got %h expected %h", slave_rx, pattern[i]);
            end
            if (i > 0 && rx_byte !== pattern[i-1]) begin
                errors = errors + 1;
                $display("ERROR: master got %h expected %h", rx_byte, pattern[i-1]);
            end
            $display("transfer %0d: sent %h, slave got %h, master got %h", i, pattern[i], slave_rx, rx_byte);
        end
        if (errors == 0) $display("TEST PASSED (4 transfers)");
        else $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end
endmodule
