#!/bin/bash
# oryx_div mapped to OSU035 (flat), then OpenSTA setup + hold at 10 ns with power
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
mkdir -p src logs netlist sta
cp ../../designs/oryx_div/oryx_div.v src/

yosys -l logs/synth.log -p "
  read_verilog src/oryx_div.v
  synth -top oryx_div -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr netlist/oryx_div_osu035.v
" > /dev/null

cat > sta/oryx_div.sdc <<'SDC'
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
SDC

cat > sta/run_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlist/oryx_div_osu035.v
link_design oryx_div
read_sdc sta/oryx_div.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
sta -no_init -exit sta/run_sta.tcl > sta/timing.rpt 2>&1
