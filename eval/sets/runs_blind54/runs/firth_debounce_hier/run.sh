#!/bin/bash
# firth_debounce: hierarchical OSU035 mapping (no flatten; firth_tick and firth_chan kept as modules),
# hierarchical netlist and an OpenSTA check at 6 ns on it.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn_hier sta .history_sta
mkdir -p rtl syn_hier sta
cp ../../designs/firth_debounce/firth_debounce.v ../../designs/firth_debounce/firth_tick.v \
   ../../designs/firth_debounce/firth_chan.v rtl/

yosys -l syn_hier/firth_hier.log -p "
  read_verilog rtl/firth_debounce.v rtl/firth_tick.v rtl/firth_chan.v
  hierarchy -check -top firth_debounce
  synth -top firth_debounce
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr syn_hier/firth_debounce_hier.v
" > /dev/null

sta -exit /dev/stdin > sta/firth_6ns.txt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog syn_hier/firth_debounce_hier.v
link_design firth_debounce
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports btn_raw*]
set_output_delay 1.5 -clock clk [get_ports {btn_level* btn_press* btn_release*}]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_power > sta/firth_power.txt
TCL
rm -f .history_sta
