#!/bin/bash
# 16-bit ALU: flat OSU035 mapping with a delay target for ABC (abc -D 4000 ps), STA at 4 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src reports && mkdir -p src reports
cp ../../designs/drumlin_alu/drumlin_alu.v src/
yosys -l reports/alu_abcd.log -p "
  read_verilog src/drumlin_alu.v
  synth -top drumlin_alu -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -D 4000 -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr reports/drumlin_alu_d4000.v
" > /dev/null
cat > reports/alu.sdc <<'SDC'
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
SDC
sta -no_splash -exit /dev/stdin > reports/alu_timing.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog reports/drumlin_alu_d4000.v
link_design drumlin_alu
read_sdc reports/alu.sdc
report_checks -path_delay max -digits 3 -fields {fanout}
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
