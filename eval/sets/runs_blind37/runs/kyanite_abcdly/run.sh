#!/bin/bash
# kyanite_abcdly: purely combinational 16-bit ALU, mapped to OSU035 with a delay target for ABC
# (abc -D 4000 = 4 ns), then timed against a 5 ns virtual clock (1 ns in / 1 ns out budgets).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl work.d .history_sta
mkdir -p rtl work.d/logs work.d/netlist work.d/timing
cp ../../designs/kyanite_alu/kyanite_alu.v rtl/

yosys -p "
  read_verilog rtl/kyanite_alu.v
  synth -top kyanite_alu -flatten
  abc -D 4000 -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr work.d/netlist/kyanite_alu_D4000.v
" > work.d/logs/yosys_abcD.log 2>&1

sta -no_splash -exit > work.d/timing/alu_vclk5.rpt 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog work.d/netlist/kyanite_alu_D4000.v
link_design kyanite_alu
read_sdc cons/vclk.sdc
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
TCL
