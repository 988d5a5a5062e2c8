// magpie_spi_master_tb: self-checking testbench; an SPI slave model echoes a byte sequence back on MISO.
`timescale 1ns/1ps
module magpie_spi_master_tb;
    reg clk = 0, rst_n = 0, start = 0;
    reg [7:0] tx_byte = 8'h00;
    wire [7:0] rx_byte;
    wire busy, done, sclk, mosi, cs_n;
    wire miso;
    integer errors = 0, k;

    magpie_spi_master #(.CLK_DIV(3)) dut (
        .clk(clk), .rst_n(rst_n), .start(start), .tx_byte(tx_byte), .rx_byte(rx_byte),
        .busy(busy), .done(done), .sclk(sclk), .mosi(mosi), .miso(miso), .cs_n(cs_n));

    always #10 clk = ~clk;   // 50 MHz

    // slave model (mode 0)
    reg [7:0] slv_tx, slv_rx, slv_next;
    assign miso = cs_n ? 1'bz : slv_tx[7];
    always @(negedge cs_n) slv_tx = slv_next;
    always @(posedge sclk) if (!cs_n) slv_rx = {slv_rx[6:0], mosi};
    always @(negedge sclk) if (!cs_n) slv_tx = {slv_tx[6:0], 1'b0};

    reg [7:0] pattern [0:5];
    initial begin
        pattern[0] = 8'hA5; pattern[1] = 8'h3C; pattern[2] = 8'hFF;
        pattern[3] = 8'h00; pattern[4] = 8'h81; pattern[5] = 8'h5A;
        $dumpfile("magpie_spi.vcd");
        $dumpvars(0, magpie_spi_master_tb);
        #55 rst_n = 1;
        for (k = 0; k < 6; k = k + 1) begin
            @(posedge clk);
            tx_byte  = pattern[k];
            slv_next = ~pattern[k];
            start    = 1;
            @(posedge clk);
            start    = 0;
            @(posedge done);
            @(negedge clk);
            if (rx_byte !== ~pattern[k]) begin
                $display("ERROR: byte %0d master got %h expected %h", k, rx_byte, ~pattern[k]);
                errors = errors + 1;
            end
            if (slv_rx !== pattern[k]) begin
                $display("ERROR: byte %0d slave got %h expected %h", k, slv_rx, pattern[k]);
                errors = errors + 1;
            end
            $display("%0d ns: byte %0d sent %h received %h", $time, k, pattern[k], rx_byte);
        end
        if (errors == 0) $display("TEST PASSED: 6 SPI transfers checked");
        else             $display("TEST FAILED: %0d error(s)", errors);
        $finish;
    end
endmodule
