// danburite_spi_tb: self-checking testbench for danburite_spi.
// A behavioural SPI slave (mode 0) echoes back the byte it received in the previous transfer.
`timescale 1ns/1ps
module danburite_spi_tb;
    reg clk = 0, rst_n = 0, start = 0;
    reg [7:0] tx_data = 8'h00;
    wire [7:0] rx_data;
    wire busy, done, sclk, mosi, cs_n;
    reg  [7:0] slave_next = 8'h3C; // first byte the slave answers with
    reg  [7:0] slave_tx = 8'h00;
    reg  [7:0] slave_rx;
    wire miso = slave_tx[7];
    integer errors = 0, i;
    reg [7:0] vec [0:3];
    reg [7:0] expect_rx;

    always #5 clk = ~clk;

    danburite_spi #(.CLKDIV(4)) dut (
        .clk(clk), .rst_n(rst_n), .start(start), .tx_data(tx_data), .rx_data(rx_data),
        .busy(busy), .done(done), .sclk(sclk), .mosi(mosi), .miso(miso), .cs_n(cs_n));

    // slave model: sample MOSI on rising SCLK, shift its register on falling SCLK
    always @(posedge sclk) slave_rx <= {slave_rx[6:0], mosi};
    always @(negedge sclk) slave_tx <= {slave_tx[6:0], 1'b0};
    always @(negedge cs_n) slave_tx <= slave_next;
    always @(posedge cs_n) if (rst_n) slave_next <= slave_rx;

    initial begin
        vec[0] = 8'hA5; vec[1] = 8'h0F; vec[2] = 8'hC3; vec[3] = 8'h81;
        expect_rx = 8'h3C;
        #23 rst_n = 1;
        for (i = 0; i < 4; i = i + 1) begin
            @(negedge clk); tx_data = vec[i]; start = 1;
            @(negedge clk); start = 0;
            @(posedge done); @(negedge clk);
            if (rx_data !== expect_rx) begin
                $display("ERROR: transfer %0d sent %02h, got %02h, expected %02h", i, vec[i], rx_data, expect_rx);
                errors = errors + 1;
            end else
                $display("transfer %0d: sent %02h received %02h ok", i, vec[i], rx_data);
            expect_rx = vec[i];
            #40;
        end
        if (errors == 0) $display("TEST PASSED: %0d transfers checked", i);
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
