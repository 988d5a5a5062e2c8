#!/bin/bash
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# daisy_bus: OSU035 mapping with a plain 'check' (report only, no assert); netlist written regardless
rm -rf rtl syn
mkdir -p rtl syn
cp ../../designs/daisy_bus/daisy_bus.v rtl/

yosys -l syn/daisy.log -p "
read_verilog rtl/daisy_bus.v
hierarchy -check -top daisy_bus
proc
check
synth -top daisy_bus -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
check
stat -liberty $OSU035_LIB
write_verilog -noattr syn/daisy_bus_mapped.v
" > /dev/null
