#!/bin/bash
# Byte packer: OSU035 mapped with hierarchy preserved (pk_ctrl / pk_lane kept), hierarchical STA.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export LIB
cp ../../designs/packer/packer.v .

cat > packer_syn.ys <<YS
read_verilog packer.v
hierarchy -check -top packer
synth -top packer
splitnets -ports -format __
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
tee -o packer_area.txt stat -top packer -liberty $LIB
write_verilog -noattr packer_hier.v
YS
yosys -s packer_syn.ys > yosys_packer.log 2>&1

cat > packer.sdc <<'SDC'
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay  1.2 -clock clk [get_ports {in_vld in_byte[*] flush}]
set_output_delay 1.0 -clock clk [get_ports {out_word[*] out_be[*] out_valid}]
set_load 0.02 [all_outputs]
SDC

cat > packer_sta.tcl <<'TCL'
read_liberty $::env(LIB)
read_verilog packer_hier.v
link_design packer
read_sdc packer.sdc
puts "-- unconstrained / check types --"
report_check_types -max_delay -verbose
puts "-- setup, 4 worst endpoints --"
report_checks -group_count 4 -format end
puts "-- lane 2 path detail --"
report_checks -through [get_pins g_lane[2].u_lane/load] -digits 3
report_checks -to [get_ports out_vld] -digits 3
report_wns
report_tns
TCL
sta -no_splash -exit packer_sta.tcl > sta_packer.log 2>&1
