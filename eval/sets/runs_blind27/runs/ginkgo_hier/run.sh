#!/bin/bash
# ginkgo_top mapped to OSU035 with hierarchy kept (no flatten): per-module stat and hierarchical STA
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta_out
mkdir -p rtl syn sta_out
cp ../../designs/ginkgo_top/ginkgo_top.v rtl/
# yosys script written out so the run can be repeated by hand: yosys -l ... -s syn/synth_hier.ys
cat > syn/synth_hier.ys <<YS
read_verilog rtl/ginkgo_top.v
hierarchy -check -top ginkgo_top
synth -top ginkgo_top
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
splitnets
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr syn/ginkgo_top_hier.v
YS
yosys -l syn/ginkgo_hier.log -s syn/synth_hier.ys > /dev/null
sta -no_splash -exit > sta_out/report.txt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog syn/ginkgo_top_hier.v
link_design ginkgo_top
read_sdc ginkgo.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_tns -digits 3
report_wns -digits 3
report_power -digits 4
TCL
rm -f .history_sta
