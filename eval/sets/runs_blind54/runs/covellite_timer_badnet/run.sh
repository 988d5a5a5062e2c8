#!/bin/bash
# covellite_timer: generic yosys synth (no liberty mapping) and the resulting netlist handed straight
# to OpenSTA with the OSU035 liberty -- the netlist still contains yosys internal cells.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl gen sta.out .history_sta
mkdir -p rtl gen sta.out
cp ../../designs/covellite_timer/covellite_timer.v rtl/

yosys -l gen/covellite_generic.log -p "
  read_verilog rtl/covellite_timer.v
  synth -top covellite_timer
  stat
  write_verilog -noattr gen/covellite_timer_generic.v
" > /dev/null

sta -exit /dev/stdin > sta.out/covellite_sta.log 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog gen/covellite_timer_generic.v
link_design covellite_timer
create_clock -name clk -period 10 [get_ports clk]
report_checks -path_delay max
report_wns
TCL
rm -f .history_sta
