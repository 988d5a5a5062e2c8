// bittern_spim_tb: loopback testbench with a mode-0 SPI slave model
`timescale 1ns/1ps
module bittern_spim_tb;
    reg clk = 0, rst = 1, go = 0;
    reg [7:0] tx_byte = 8'h00;
    wire [7:0] rx_byte;
    wire done, busy, sclk, cs_n, mosi;
    reg miso = 1'b0;
    reg [7:0] slave_tx, slave_rx;
    integer fails = 0, frames = 0;

    bittern_spim #(.CLKDIV(4)) dut (.clk(clk), .rst(rst), .go(go), .tx_byte(tx_byte),
        .rx_byte(rx_byte), .done(done), .busy(busy), .sclk(sclk), .cs_n(cs_n),
        .mosi(mosi), .miso(miso));

    always #10 clk = ~clk;   // 50 MHz system clock

    // slave: present MSB on cs_n fall, shift on falling sclk, sample mosi on rising sclk
    always @(negedge cs_n) begin miso <= slave_tx[7]; slave_tx <= {slave_tx[6:0], 1'b0}; end
    always @(negedge sclk) if (!cs_n) begin miso <= slave_tx[7]; slave_tx <= {slave_tx[6:0], 1'b0}; end
    always @(posedge sclk) if (!cs_n) slave_rx <= {slave_rx[6:0], mosi};

    task xfer(input [7:0] m, input [7:0] s);
        begin
            slave_tx = s;
            @(posedge clk); tx_byte <= m; go <= 1'b1;
            @(posedge clk); go <= 1'b0;
            @(posedge done); @(negedge clk);
            frames = frames + 1;
            if (rx_byte !== s || slave_rx !== m) begin
                fails = fails + 1;
                $display("ERROR: frame %0d master got %h (exp %h), slave got %h (exp %h)",
                         frames, rx_byte, s, slave_rx, m);
            end else
                $display("frame %0d ok: master->slave %h, slave->master %h", frames, m, s);
            repeat (5) @(posedge clk);
        end
    endtask

    initial begin
        repeat (3) @(posedge clk);
        rst = 0;
        xfer(8'hA5, 8'h3C);
        xfer(8'h00, 8'hFF);
        xfer(8'h81, 8'h7E);
        xfer(8'h5A, 8'hC3);
        if (fails == 0) $display("RESULT: PASS (%0d frames)", frames);
        else            $display("RESULT: FAIL (%0d of %0d frames wrong)", fails, frames);
        $finish;
    end
endmodule
