#!/bin/bash
# ginkgo_top flattened and mapped to OSU035; this run keeps only the netlist and the timing report (no synthesis log)
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlist reports
mkdir -p rtl netlist reports
cp ../../designs/ginkgo_top/ginkgo_top.v rtl/
yosys -q -p "
read_verilog rtl/ginkgo_top.v
synth -flatten -top ginkgo_top
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
splitnets
opt_clean -purge
write_verilog -noattr -noexpr netlist/ginkgo_top_flat.v
" > /dev/null 2>&1
sta -no_splash -exit > reports/ginkgo_flat.timing 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/ginkgo_top_flat.v
link_design ginkgo_top
read_sdc ginkgo.sdc
report_checks -path_delay max -digits 3
report_tns -digits 3
report_wns -digits 3
report_power -digits 4
TCL
rm -f .history_sta
