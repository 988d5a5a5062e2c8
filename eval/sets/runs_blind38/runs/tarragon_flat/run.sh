#!/bin/bash
# tarragon_flat: restoring divider, flattened and mapped to OSU035; netlist exported as
# Verilog, BLIF and EDIF for the downstream tools; OpenSTA setup/hold + power at 8 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlists sta_out synth.log
mkdir -p rtl netlists sta_out
cp ../../designs/tarragon_divider/tarragon_divider.v rtl/

yosys -l synth.log -p "
read_verilog rtl/tarragon_divider.v
synth -top tarragon_divider -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr netlists/tarragon_divider.v
write_blif netlists/tarragon_divider.blif
write_edif netlists/tarragon_divider.edf
" > /dev/null

sta -no_splash -exit /dev/stdin > sta_out/divider_8ns.rpt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog netlists/tarragon_divider.v
link_design tarragon_divider
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.2 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.2 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
report_power
STA
