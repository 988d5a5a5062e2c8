#!/bin/bash
# top: divider_seq
# design: divider_seq
# flow: yosys -s, hierarchy -chparam WIDTH 16, OSU035; STA 6 ns, script has an unknown command between the path report and wns/tns
# yosys_log: logs/yosys_w16.log
# sta_report: reports/sta_w16.rpt
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs reports out; mkdir -p src logs reports out
cp ../../designs/divider_seq/divider_seq.v src/
cat > synth_w16.ys <<YS
read_verilog src/divider_seq.v
hierarchy -check -top divider_seq -chparam WIDTH 16
synth -top divider_seq -flatten
dfflibmap -liberty $LIB
abc -D 6000 -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr out/divider_seq_w16.v
YS
yosys -s synth_w16.ys -l logs/yosys_w16.log > /dev/null
cat > div.sdc <<SDC
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
SDC
cat > sta_w16.tcl <<TCL
read_liberty $LIB
read_verilog out/divider_seq_w16.v
link_design divider_seq
read_sdc div.sdc
puts "--- max paths ---"
report_checks -path_delay max -digits 3
puts "--- clock skew ---"
report_clock_skew_all
puts "--- totals ---"
report_wns
report_tns
TCL
sta -no_splash -exit sta_w16.tcl > reports/sta_w16.rpt 2>&1
