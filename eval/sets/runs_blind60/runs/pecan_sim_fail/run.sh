#!/bin/bash
# CRC-8 simulation against a reference value, plus a generic yosys synth of the block
cd "$(dirname "$0")"
rm -rf src out transcript.txt pecan_synth.log
mkdir -p src out
cp ../../designs/pecan_crc8/pecan_crc8.v src/
cat > src/tb_pecan.v <<'TB'
module tb_pecan;
    reg clk = 0, rst = 1, clr = 0, v = 0, d = 0;
    wire [7:0] crc;
    reg [7:0] msg;
    integer k;
    pecan_crc8 dut (.clk(clk), .rst(rst), .clr(clr), .din_valid(v), .din(d), .crc(crc));
    always #5 clk = ~clk;
    initial begin
        #12 rst = 0;
        msg = 8'h31;                       // ASCII '1'
        for (k = 7; k >= 0; k = k - 1) begin
            @(negedge clk); v = 1; d = msg[k];
        end
        @(negedge clk); v = 0;
        // expected value copied from the CRC-8/ITU table (which XORs the result with 0x55)
        if (crc !== 8'h5E) begin
            $display("ERROR: crc of 0x31 = %h, expected 5e", crc);
            $display("TEST FAILED: 1 mismatch");
        end else
            $display("TEST PASSED");
        $finish;
    end
endmodule
TB
iverilog -o out/pecan.vvp src/tb_pecan.v src/pecan_crc8.v > transcript.txt 2>&1
vvp -n out/pecan.vvp >> transcript.txt 2>&1
rm -f out/pecan.vvp
yosys -l pecan_synth.log -p "read_verilog src/pecan_crc8.v; synth -top pecan_crc8; stat; write_verilog -noattr out/pecan_generic.v" > /dev/null
