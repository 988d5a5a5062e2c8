#!/bin/bash
# top: adder_tree
# design: adder_tree
# flow: yosys -s keeping hierarchy (no flatten), paramod modules renamed, stat -top, OSU035; STA 5 ns on the hierarchical netlist
# yosys_log: out/synth.log
# sta_report: out/sta.rpt
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src out; mkdir -p src out
cp ../../designs/adder_tree/adder_tree.v src/
cat > hier.ys <<YS
read_verilog src/adder_tree.v
synth -top adder_tree
rename \$paramod\adder_tree_add2\W=s32'00000000000000000000000000001000 adder_tree_add2_w8
rename \$paramod\adder_tree_add2\W=s32'00000000000000000000000000001001 adder_tree_add2_w9
rename \$paramod\adder_tree_add2\W=s32'00000000000000000000000000001010 adder_tree_add2_w10
dfflibmap -liberty $LIB
abc -fast -liberty $LIB
opt_clean -purge
splitnets -ports
opt_clean -purge
stat -top adder_tree -liberty $LIB
write_verilog -noattr out/adder_tree_hier.v
YS
yosys -l out/synth.log -s hier.ys > /dev/null
cat > tree.sdc <<SDC
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports din*]
set_output_delay 0.8 -clock clk [all_outputs]
set_driving_cell -lib_cell INVX1 [get_ports din*]
set_load 0.05 [all_outputs]
SDC
cat > sta.tcl <<TCL
read_liberty $LIB
read_verilog out/adder_tree_hier.v
link_design adder_tree
read_sdc tree.sdc
report_checks -digits 3 -fields {cap net}
report_checks -group_count 5 -format summary
report_wns
report_tns
TCL
sta -no_splash -exit sta.tcl > out/sta.rpt 2>&1
