#!/bin/bash
# Same 8-bit ALU, flattened before OSU035 mapping; STA at 12 ns for comparison with the hierarchical run.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf build
mkdir -p build/src build/logs build/rpt
cp ../../designs/juniper_alu/juniper_alu.v build/src/
yosys -l build/logs/synth_flat.log -p "read_verilog build/src/juniper_alu.v; synth -flatten -top juniper_alu; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr build/juniper_alu_flat.v" > /dev/null
cat > build/rpt/alu_flat.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog build/juniper_alu_flat.v
link_design juniper_alu
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {rst op[*] a[*] b[*]}]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap slew}
report_wns
report_tns
exit
TCL
sta -no_splash build/rpt/alu_flat.tcl > build/rpt/sta_12ns.txt 2>&1
