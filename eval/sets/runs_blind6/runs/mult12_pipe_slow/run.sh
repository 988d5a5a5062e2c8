#!/bin/bash
# Regenerates runs/mult12_pipe_slow: unpipelined 12x12 multiplier at 5 ns.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/mult12_pipe_slow/mult12_pipe_slow.v .

cat > mult.ys <<EOF
read_verilog mult12_pipe_slow.v
synth -flatten -top mult12_pipe_slow
dfflibmap -liberty $LIB
abc -D 5000 -liberty $LIB
splitnets
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr mult12_netlist.v
EOF
yosys -l mult_synth.log -s mult.ys > /dev/null

cat > timing.tcl <<EOF
read_liberty $LIB
read_verilog mult12_netlist.v
link_design mult12_pipe_slow
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -fields {slew cap input_pins} -digits 3
report_worst_slack
report_tns
EOF
sta -no_splash -exit timing.tcl > timing.rpt 2>&1
