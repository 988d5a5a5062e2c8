// tenrec_spimaster_tb: self-checking testbench for tenrec_spimaster with a mode-0 SPI slave model.
`timescale 1ns/1ps
module tenrec_spimaster_tb;
    reg clk = 0, rst_n = 0, start = 0;
    reg [7:0] tx_data = 0;
    wire sclk, mosi, cs_n, busy, done;
    wire [7:0] rx_data;
    reg  [7:0] slave_tx, slave_rx;
    integer errors = 0, n;
    reg [7:0] m_bytes [0:3];
    reg [7:0] s_bytes [0:3];

    always #10 clk = ~clk;   // 50 MHz

    tenrec_spimaster #(.CLK_DIV(3)) dut (
        .clk(clk), .rst_n(rst_n), .start(start), .tx_data(tx_data), .miso(slave_tx[7]),
        .sclk(sclk), .mosi(mosi), .cs_n(cs_n), .busy(busy), .done(done), .rx_data(rx_data));

    // slave model: sample MOSI on rising sclk, change MISO on falling sclk
    always @(posedge sclk) slave_rx <= {slave_rx[6:0], mosi};
    always @(negedge sclk) if (!cs_n) slave_tx <= {slave_tx[6:0], 1'b0};

    initial $timeformat(-9, 0, " ns", 0);

    initial begin
        m_bytes[0] = 8'hA5; m_bytes[1] = 8'h3C; m_bytes[2] = 8'h01; m_bytes[3] = 8'hFE;
        s_bytes[0] = 8'h5A; s_bytes[1] = 8'hC3; s_bytes[2] = 8'h80; s_bytes[3] = 8'h7F;
        #55 rst_n = 1;
        for (n = 0; n < 4; n = n + 1) begin
            slave_tx = s_bytes[n];
            @(negedge clk) begin tx_data = m_bytes[n]; start = 1; end
            @(negedge clk) start = 0;
            @(posedge done);
            @(negedge clk);
            if (rx_data !== s_bytes[n] || slave_rx !== m_bytes[n]) begin
                $display("ERROR transfer %0d: master got %h (exp %h), slave got %h (exp %h)",
                         n, rx_data, s_bytes[n], slave_rx, m_bytes[n]);
                errors = errors + 1;
            end else
                $display("transfer %0d ok: master rx %h, slave rx %h at %0t", n, rx_data, slave_rx, $time);
            repeat (5) @(negedge clk);
        end
        if (errors == 0) $display("TEST PASSED (%0d transfers)", n);
        else             $display("TEST FAILED (%0d errors)", errors);
        $finish;
    end


    initial begin
        #200000 $display("TEST FAILED (timeout)");
        $finish;
    end
endmodule
