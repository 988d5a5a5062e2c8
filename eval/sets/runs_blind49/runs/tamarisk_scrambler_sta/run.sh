#!/bin/bash
# tamarisk_scrambler: generic synth, netlist handed straight to OpenSTA with the OSU035 library
# (the mapping step was left out of this flow)
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
mkdir -p rtl "logs & reports" netlists
cp ../../designs/tamarisk_scrambler/tamarisk_scrambler.v rtl/

yosys -l "logs & reports/yosys_generic.log" -p "
  read_verilog rtl/tamarisk_scrambler.v
  synth -top tamarisk_scrambler -flatten
  stat
  write_verilog -noattr netlists/tamarisk_scrambler_syn.v
" > /dev/null

cat > netlists/tamarisk.sdc <<'SDC'
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst sync din_valid din*}]
set_output_delay 1.0 -clock clk [all_outputs]
SDC
sta -no_init -no_splash -exit /dev/stdin > "logs & reports/sta_tamarisk.log" 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlists/tamarisk_scrambler_syn.v
link_design tamarisk_scrambler
read_sdc netlists/tamarisk.sdc
report_checks -path_delay max
report_wns
report_tns
TCL
