#!/bin/bash
# plum_timer: hierarchical OSU035 mapping (no flatten), per-module stat, hierarchical STA at 50 MHz.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl results
mkdir -p rtl results
cp ../../designs/plum_timer/plum_timer.v rtl/

yosys -l results/plum_timer_hier.log -p "
read_verilog rtl/plum_timer.v
hierarchy -check -top plum_timer
synth -top plum_timer
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr results/plum_timer_hier.v
" > /dev/null

sta -no_init -exit <<'TCL' > results/plum_timer_sta.txt 2>&1
read_liberty $::env(OSU035_LIB)
read_verilog results/plum_timer_hier.v
link_design plum_timer
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 4 -clock clk [delete_from_list [all_inputs] [get_ports {clk rst_n}]]
set_output_delay 4 -clock clk [all_outputs]
report_checks -path_delay max -group_count 3 -digits 3
report_wns
report_tns
TCL
rm -f .history_sta
