#!/bin/bash
# pudu_gray: generic yosys synthesis (no liberty mapping), netlists as BLIF and Verilog,
# then an attempt to time the generic Verilog netlist with OpenSTA
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl yosys-logs net sta_try.log
mkdir -p rtl yosys-logs net
cp ../../designs/pudu_gray/pudu_gray.v rtl/

yosys -l yosys-logs/generic.log -p "
  read_verilog rtl/pudu_gray.v
  synth -top pudu_gray
  stat
  write_blif net/pudu_gray.blif
  write_verilog -noattr net/pudu_gray_generic.v
" > /dev/null

sta -no_init -exit > sta_try.log 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog net/pudu_gray_generic.v
link_design pudu_gray
create_clock -name clk -period 10 [get_ports clk]
report_checks
TCL
