#!/bin/bash
# xenon_top mapped synthesis; only the top file is copied and read (xenon_core.v left out of the file list)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl build
mkdir -p rtl build
cp ../../designs/xenon_top/xenon_top.v rtl/
cat > build/files.f <<F
rtl/xenon_top.v
F
cat > build/xenon.ys <<YS
read_verilog rtl/xenon_top.v
hierarchy -check -top xenon_top
synth -top xenon_top -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr build/xenon_top_netlist.v
YS
yosys -l build/xenon_top.log -s build/xenon.ys > /dev/null 2>&1
