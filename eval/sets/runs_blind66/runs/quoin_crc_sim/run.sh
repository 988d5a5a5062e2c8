#!/bin/bash
# quoin_crc_sim: CRC-8 check-value simulation, then a generic yosys synth of the CRC block
cd "$(dirname "$0")"
rm -rf rtl out
mkdir -p rtl out
cp ../../designs/quoin_crc/*.v rtl/
iverilog -o out/crc_tb.vvp rtl/quoin_crc.v rtl/quoin_crc_tb.v > out/iverilog.log 2>&1
vvp -n out/crc_tb.vvp > out/vvp_run.log 2>&1
rm -f out/crc_tb.vvp
yosys -l out/yosys_crc.log -p "read_verilog rtl/quoin_crc.v; synth -top quoin_crc; stat; write_verilog -noattr out/quoin_crc_gen.v" > /dev/null 2>&1
