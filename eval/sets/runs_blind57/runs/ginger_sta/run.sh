#!/bin/bash
# ginger_sta: priority encoder: generic yosys netlist handed straight to OpenSTA with the OSU035 library
# (the dfflibmap/abc mapping step was left out of this script)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out yosys.log sta.log
mkdir -p rtl out
cp ../../designs/ginger_prienc/ginger_prienc.v rtl/
yosys -l yosys.log -p "
read_verilog rtl/ginger_prienc.v
synth -top ginger_prienc
stat
write_verilog -noattr out/ginger_prienc_syn.v
" > /dev/null
cat > out/ginger.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/ginger_prienc_syn.v
link_design ginger_prienc
create_clock -name clk -period 10 [get_ports clk]
report_checks -path_delay max
report_wns
TCL
sta -no_splash -exit out/ginger.tcl > sta.log 2>&1
rm -f .history_sta
