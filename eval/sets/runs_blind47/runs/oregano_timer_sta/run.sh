#!/bin/bash
# Interval timer: OSU035 mapping of the combinational logic with abc (the flop mapping step was
# left out of this script), then OpenSTA on the resulting netlist at 10 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn timing && mkdir -p rtl syn timing
cp ../../designs/oregano_timer/oregano_timer.v rtl/
yosys -l syn/oregano_timer_syn.log -p "
  read_verilog rtl/oregano_timer.v
  synth -top oregano_timer -flatten
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr syn/oregano_timer_map.v
" > /dev/null
cat > timing/timer.tcl <<'TCL'
read_liberty $::env(LIBERTY)
read_verilog syn/oregano_timer_map.v
link_design oregano_timer
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
TCL
LIBERTY=$OSU035_LIB sta -no_splash -exit timing/timer.tcl > timing/sta_timer.log 2>&1
