#!/bin/bash
# whimbrel_mac: flat OSU035 mapping, Verilog + EDIF netlists, STA at 12 ns with report_power.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl build 'pwr+timing'
mkdir -p rtl build 'pwr+timing'
cp ../../designs/whimbrel_mac/whimbrel_mac.v rtl/

yosys -p "
read_verilog rtl/whimbrel_mac.v
synth -flatten -top whimbrel_mac
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
splitnets
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr build/whimbrel_mac.vg
write_edif build/whimbrel_mac.edf
" > build/synth_whimbrel.log 2>&1

sta -no_init -exit <<'TCL' > 'pwr+timing/whimbrel_sta_power.rpt' 2>&1
read_liberty $::env(OSU035_LIB)
read_verilog build/whimbrel_mac.vg
link_design whimbrel_mac
create_clock -name mclk -period 12 [get_ports clk]
set_input_delay 1.0 -clock mclk [delete_from_list [all_inputs] [get_ports {clk rst_n}]]
set_output_delay 1.0 -clock mclk [all_outputs]
set_load 0.08 [all_outputs]
set_power_activity -input -activity 0.25
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power -digits 4
TCL
rm -f .history_sta
