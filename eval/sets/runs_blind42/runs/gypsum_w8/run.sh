#!/bin/bash
# gypsum_w8: combinational ALU with WIDTH=8 (chparam), wrapping arithmetic; OSU035 map, in->out timing against a 10 ns virtual clock
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl gypsum_w8_map.v yosys.log timing.rpt
mkdir -p rtl
cp ../../designs/gypsum_alu/gypsum_alu.v rtl/
yosys -l yosys.log -p "
  read_verilog rtl/gypsum_alu.v
  chparam -set WIDTH 8 gypsum_alu
  synth -flatten -top gypsum_alu
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr gypsum_w8_map.v
" > /dev/null
sta -no_init -exit /dev/stdin > timing.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog gypsum_w8_map.v
link_design gypsum_alu
create_clock -name vclk -period 10
set_input_delay 2.0 -clock vclk [all_inputs]
set_output_delay 2.0 -clock vclk [all_outputs]
report_checks -path_delay max -fields {fanout}
report_wns
TCL
