#!/bin/bash
# msg_queue8: RTL sim with Icarus, liberty mapped synthesis, STA at 8 ns.
cd "$(dirname "$0")"
export OSU035_LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
mkdir -p src && cp ../../designs/msg_queue8/*.v src/
iverilog -g2005 -o sim.vvp src/msg_queue8.v src/tb_msg_queue8.v && vvp sim.vvp > sim.log 2>&1
rm -f sim.vvp
cat > synth.ys <<YS
read_verilog src/msg_queue8.v
synth -top msg_queue8
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr msg_queue8_net.v
YS
yosys -l synth.log -s synth.ys > /dev/null
cat > sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog msg_queue8_net.v
link_design msg_queue8
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {push pop push_data[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -path_delay min_max
report_wns
report_tns
report_worst_slack
TCL
sta -no_splash -exit sta.tcl > sta.rpt 2>&1
