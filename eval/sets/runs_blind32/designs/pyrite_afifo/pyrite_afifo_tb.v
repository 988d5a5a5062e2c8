// pyrite_afifo_tb: writes 20 bytes at 100 MHz, reads at ~37 MHz, checks order and the full flag
`timescale 1ns/1ps
module pyrite_afifo_tb;
    reg wclk = 0, rclk = 0, wrst_n = 0, rrst_n = 0, winc = 0, rinc = 0;
    reg [7:0] wdata = 0;
    wire [7:0] rdata;
    wire wfull, rempty;
    integer nw = 0, nr = 0, errors = 0, saw_full = 0;
    pyrite_afifo dut (.wclk(wclk), .wrst_n(wrst_n), .winc(winc), .wdata(wdata), .wfull(wfull),
                      .rclk(rclk), .rrst_n(rrst_n), .rinc(rinc), .rdata(rdata), .rempty(rempty));
    always #5 wclk = ~wclk;
    always #13.5 rclk = ~rclk;
    initial begin
        #30 wrst_n = 1; rrst_n = 1;
    end
    always @(negedge wclk) begin
        if (wrst_n && nw < 20) begin
            if (wfull) saw_full = saw_full + 1;
            if (!wfull) begin winc = 1; wdata = 8'h40 + nw; end else winc = 0;
        end else winc = 0;
    end
    always @(posedge wclk) if (winc && !wfull) nw = nw + 1;
    always @(negedge rclk) rinc = (rrst_n && !rempty && nr < 20);
    always @(posedge rclk) if (rinc && !rempty) begin
        if (rdata !== 8'h40 + nr) begin
            errors = errors + 1;
            $display("read %0d: got %h expected %h", nr, rdata, 8'h40 + nr);
        end
        nr = nr + 1;
    end
    initial begin
        #3000;
        $display("written %0d, read %0d, full seen on %0d write cycles", nw, nr, saw_full);
        if (errors == 0 && nr == 20 && saw_full > 0) $display("TEST PASSED: 20 bytes crossed wclk->rclk in order");
        else $display("TEST FAILED: errors=%0d reads=%0d", errors, nr);
        $finish;
    end
endmodule
