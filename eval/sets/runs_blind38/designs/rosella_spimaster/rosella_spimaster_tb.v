// rosella_spimaster_tb: self-checking testbench with a mode-0 SPI slave model that answers
// every transfer with a known byte; checks rx_byte against the slave byte and the slave's
// received byte against tx_byte.
`timescale 1ns/1ps
module rosella_spimaster_tb;
    reg clk = 0, rst = 1, start = 0;
    reg [7:0] tx_byte = 0;
    wire [7:0] rx_byte;
    wire done, cs_n, sclk, mosi;
    reg  miso = 0;
    reg [7:0] slave_tx, slave_rx;
    integer n, errors = 0, checks = 0;
    reg [7:0] mvec [0:3];
    reg [7:0] svec [0:3];

    rosella_spimaster #(.HALF_DIV(4)) dut (
        .clk(clk), .rst(rst), .start(start), .tx_byte(tx_byte), .rx_byte(rx_byte),
        .done(done), .cs_n(cs_n), .sclk(sclk), .mosi(mosi), .miso(miso));

    always #5 clk = ~clk;

    // slave model: MSB first, first bit valid when cs_n falls, shift out on SCLK falling edge
    always @(negedge cs_n) miso <= slave_tx[7];
    always @(posedge sclk) slave_rx <= {slave_rx[6:0], mosi};
    always @(negedge sclk) if (!cs_n) begin slave_tx <= {slave_tx[6:0], 1'b0}; miso <= slave_tx[6]; end

    initial begin
        mvec[0] = 8'hA5; svec[0] = 8'h3C;
        mvec[1] = 8'h0F; svec[1] = 8'hC3;
        mvec[2] = 8'hFF; svec[2] = 8'h81;
        mvec[3] = 8'h12; svec[3] = 8'h7E;
        repeat (3) @(posedge clk);
        rst = 0;
        for (n = 0; n < 4; n = n + 1) begin
            slave_tx = svec[n];
            @(negedge clk); tx_byte = mvec[n]; start = 1;
            @(negedge clk); start = 0;
            @(posedge done); @(negedge clk);
            checks = checks + 2;
            if (rx_byte !== svec[n]) begin
                errors = errors + 1;
                $display("ERROR: transfer %0d: master rx_byte=%02h expected %02h", n, rx_byte, svec[n]);
            end
            if (slave_rx !== mvec[n]) begin
                errors = errors + 1;
                $display("ERROR: transfer %0d: slave got %02h expected %02h", n, slave_rx, mvec[n]);
            end
            repeat (10) @(posedge clk);
        end
        $display("rosella_spimaster_tb: %0d checks, %0d errors", checks, errors);
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED (%0d of %0d checks)", errors, checks);
        $finish;
    end
endmodule
