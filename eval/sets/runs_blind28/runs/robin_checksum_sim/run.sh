#!/bin/bash
# robin_checksum: Icarus Verilog simulation of the self-checking testbench, with a VCD dump
set -e
cd "$(dirname "$0")"
rm -rf sim
mkdir -p sim
cp ../../designs/robin_checksum/robin_checksum.v ../../designs/robin_checksum/robin_checksum_tb.v sim/
cat > sim/dump.v <<'V'
module robin_dump;
  initial begin
    $dumpfile("sim/robin.vcd");
    $dumpvars(1, robin_checksum_tb.dut);
  end
endmodule
V
iverilog -g2005 -Wall -o sim/robin.vvp -s robin_checksum_tb -s robin_dump sim/robin_checksum_tb.v sim/robin_checksum.v sim/dump.v > sim/compile.log 2>&1
vvp -n sim/robin.vvp > sim/run.log 2>&1
