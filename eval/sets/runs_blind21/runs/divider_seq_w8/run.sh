#!/bin/bash
# top: divider_seq
# design: divider_seq
# flow: yosys -s, chparam WIDTH=8, abc -D 6000 with OSU035; STA 6 ns, min_max paths and check types
# yosys_log: logs/yosys_w8.log
# sta_report: reports/sta_w8.rpt
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs reports out; mkdir -p src logs reports out
cp ../../designs/divider_seq/divider_seq.v src/
cat > synth_w8.ys <<YS
read_verilog src/divider_seq.v
chparam -set WIDTH 8 divider_seq
synth -top divider_seq -flatten
dfflibmap -liberty $LIB
abc -D 6000 -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr out/divider_seq_w8.v
YS
yosys -s synth_w8.ys -l logs/yosys_w8.log > /dev/null
cat > div.sdc <<SDC
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
SDC
cat > sta_w8.tcl <<TCL
read_liberty $LIB
read_verilog out/divider_seq_w8.v
link_design divider_seq
read_sdc div.sdc
report_checks -path_delay min_max -digits 3
report_check_types -max_delay -min_delay -max_transition
report_wns
report_tns
TCL
sta -no_splash -exit sta_w8.tcl > reports/sta_w8.rpt 2>&1
