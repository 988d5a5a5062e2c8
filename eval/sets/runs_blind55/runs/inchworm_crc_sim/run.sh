#!/bin/bash
# inchworm_crc_sim: CRC-8 engine, self-checking Icarus simulation against three reference
# vectors, then a generic yosys synth to check the function unrolls into plain logic.
cd "$(dirname "$0")"
rm -rf src sim synth
mkdir -p src sim synth
cp ../../designs/inchworm_crc/inchworm_crc.v ../../designs/inchworm_crc/inchworm_crc_tb.v src/

iverilog -g2005 -Wall -o sim/inchworm_crc_tb.vvp src/inchworm_crc_tb.v src/inchworm_crc.v 2>&1 | tee sim/compile.log
(cd sim && vvp -n inchworm_crc_tb.vvp) | tee sim/sim.log

yosys -l synth/yosys.log -p "
read_verilog src/inchworm_crc.v
synth -top inchworm_crc
stat
write_verilog -noattr synth/inchworm_crc_generic.v
"
