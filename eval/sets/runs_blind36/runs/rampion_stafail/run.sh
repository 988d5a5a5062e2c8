#!/bin/bash
# rampion_stafail: binary-to-BCD converter mapped to OSU035 and sent to OpenSTA at 8 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl work
mkdir -p rtl work/reports
cp ../../designs/rampion_bcd/rampion_bcd.v rtl/

yosys -l work/synth.log -p "
read_verilog rtl/rampion_bcd.v
synth -top rampion_bcd -flatten
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr work/rampion_bcd_mapped.v
" > /dev/null

cat > work/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog work/rampion_bcd_mapped.v
link_design rampion_bcd
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {rst start bin[*]}]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
TCL
sta -exit work/sta.tcl > work/reports/rampion_sta.log 2>&1
