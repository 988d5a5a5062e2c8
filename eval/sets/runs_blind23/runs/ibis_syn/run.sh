#!/bin/bash
# ibis_packer: area estimate only (mapped to OSU035, no netlist written, no timing)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl logs reports && mkdir -p rtl logs reports
cp ../../designs/ibis_packer/ibis_packer.v rtl/
cat > logs/ibis.ys <<YS
read_verilog rtl/ibis_packer.v
hierarchy -check -top ibis_packer
synth -top ibis_packer -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o reports/cell_area.rpt stat -liberty $OSU035_LIB
YS
yosys -l logs/synth.log logs/ibis.ys > /dev/null 2>&1
grep -i "warning" logs/synth.log > reports/warnings.txt
