#!/bin/bash
# 8-bit ALU mapped to OSU035 keeping the submodule hierarchy (no flatten), plus STA at 12 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn reports
mkdir -p rtl syn reports
cp ../../designs/juniper_alu/juniper_alu.v rtl/
yosys -p "read_verilog rtl/juniper_alu.v; hierarchy -check -top juniper_alu; synth -top juniper_alu; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr syn/juniper_alu_hier.v" > syn/yosys_hier.log 2>&1
cat > reports/alu.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/juniper_alu_hier.v
link_design juniper_alu
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {rst op[*] a[*] b[*]}]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap slew}
report_wns
report_tns
exit
TCL
sta -no_splash reports/alu.tcl > reports/timing_12ns.rpt 2>&1
