#!/bin/bash
# geyser_badnet: timer flow where the abc step was left out of the script: flops are mapped
# (dfflibmap) but the logic stays as yosys expressions; OpenSTA then reads that netlist.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl netlist sta
mkdir -p rtl netlist sta
cp ../../designs/geyser_timer/geyser_timer.v rtl/
yosys -l netlist/yosys.log -p "
  read_verilog rtl/geyser_timer.v
  synth -top geyser_timer
  dfflibmap -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr netlist/geyser_timer_osu.v
" > /dev/null
cat > sta/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlist/geyser_timer_osu.v
link_design geyser_timer
create_clock -name clk -period 5 [get_ports clk]
report_checks -path_delay max
report_wns
TCL
sta -exit sta/sta.tcl > sta/sta.log 2>&1
