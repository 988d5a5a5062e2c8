#!/bin/bash
# gypsum_w16: same ALU rebuilt with WIDTH=16 and saturating add/sub (-DGYPSUM_SAT); OSU035 map, 10 ns virtual clock
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl gypsum_w16sat_map.v yosys.log timing.rpt
mkdir -p rtl
cp ../../designs/gypsum_alu/gypsum_alu.v rtl/
yosys -l yosys.log -p "
  read_verilog -DGYPSUM_SAT rtl/gypsum_alu.v
  chparam -set WIDTH 16 gypsum_alu
  synth -flatten -top gypsum_alu
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr gypsum_w16sat_map.v
" > /dev/null
sta -no_init -exit /dev/stdin > timing.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog gypsum_w16sat_map.v
link_design gypsum_alu
create_clock -name vclk -period 10
set_input_delay 2.0 -clock vclk [all_inputs]
set_output_delay 2.0 -clock vclk [all_outputs]
report_checks -path_delay max -fields {fanout}
report_wns
report_tns
TCL
