#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# alu16 hierarchical: no flatten, per-module stat; positional script, > log 2>&1
cp ../../designs/alu16/alu16.v .
cat > synth_hier.ys <<EOF
read_verilog alu16.v
hierarchy -check -top alu16_top
synth -top alu16_top
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB -top alu16_top
write_verilog -noattr alu16_hier_netlist.v
read_liberty -lib $LIB
check
EOF
yosys synth_hier.ys > synth_hier.log 2>&1
cat > sta_hier.tcl <<EOF
read_liberty $LIB
read_verilog alu16_hier_netlist.v
link_design alu16_top
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {op_a* op_b* opcode*}]
set_output_delay 2.0 -clock clk [get_ports {result* carry}]
report_checks -path_delay max -digits 3
report_wns
report_tns
EOF
sta -no_splash -exit sta_hier.tcl > sta_hier.rpt 2>&1
