#!/bin/bash
# scheelite_hier: same ALU, hierarchy kept (one module per sub-unit), OSU035 mapped, OpenSTA on the hierarchical netlist at 12 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl "hier#1"
mkdir -p rtl "hier#1"
cp ../../designs/scheelite_alu/scheelite_alu.v rtl/
yosys -l "hier#1/yosys_hier.log" -p "
read_verilog rtl/scheelite_alu.v
synth -top scheelite_alu
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr hier#1/scheelite_alu_hier.v
"
cat > "hier#1/alu_hier.tcl" <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog hier#1/scheelite_alu_hier.v
link_design scheelite_alu
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 3.0 -clock clk [get_ports {op[*] sra a[*] b[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit "hier#1/alu_hier.tcl" > "hier#1/sta_hier_12ns.rpt" 2>&1
