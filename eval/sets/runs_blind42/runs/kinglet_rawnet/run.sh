#!/bin/bash
# kinglet_rawnet: same ALE latch design mapped with the plain flow (dfflibmap + abc, no latch techmap),
# netlist handed straight to OpenSTA
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl *.log kinglet_addrlatch_net.v sta_report.txt
mkdir -p rtl
cp ../../designs/kinglet_addrlatch/kinglet_addrlatch.v rtl/
yosys -l synth.log -p "
  read_verilog rtl/kinglet_addrlatch.v
  synth -top kinglet_addrlatch
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr kinglet_addrlatch_net.v
" > /dev/null
sta -no_init -exit /dev/stdin > sta_report.txt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog kinglet_addrlatch_net.v
link_design kinglet_addrlatch
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n ale ad[*] a_hi[*] rd_strobe}]
set_output_delay 1.0 -clock clk [get_ports {addr* rdata* rvalid}]
report_checks -path_delay max
TCL
