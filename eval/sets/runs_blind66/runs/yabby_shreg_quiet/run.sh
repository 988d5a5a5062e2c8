#!/bin/bash
# yabby_shreg_quiet: quiet yosys run (-q) of the shift register mapped to OSU035; only tee'd reports are kept
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl _qrun
mkdir -p rtl _qrun/reports _qrun/netlist
cp ../../designs/yabby_shreg/yabby_shreg.v rtl/
yosys -q -l _qrun/quiet.log -p "
read_verilog rtl/yabby_shreg.v
synth -top yabby_shreg
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o _qrun/reports/cell_stat.txt stat -liberty $OSU035_LIB
tee -o _qrun/reports/check.txt check
write_verilog -noattr -noexpr _qrun/netlist/yabby_shreg.v
"
