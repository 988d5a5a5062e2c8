#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# alu16 flattened: synth -flatten, log captured with tee
cp ../../designs/alu16/alu16.v .
cat > synth_flat.ys <<EOF
read_verilog alu16.v
hierarchy -check -top alu16_top
synth -flatten -top alu16_top
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr alu16_flat_netlist.v
read_liberty -lib $LIB
check
EOF
yosys -s synth_flat.ys | tee yosys_flat.log > /dev/null
cat > sta_flat.tcl <<EOF
read_liberty $LIB
read_verilog alu16_flat_netlist.v
link_design alu16_top
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {op_a* op_b* opcode*}]
set_output_delay 2.0 -clock clk [get_ports {result* carry}]
report_checks -path_delay max -digits 3
report_wns
report_tns
EOF
sta -no_splash -exit sta_flat.tcl > sta_flat.rpt 2>&1
