#!/bin/bash
# top: banked_rf
# design: banked_rf
# flow: yosys -s, memory mapped to flops, abc -D 4000, OSU035; STA 3.5 ns with group_count, report_net and report_power
# yosys_log: logs/rf_synth.log
# sta_report: reports/rf_sta.txt
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs reports netlist; mkdir -p src logs reports netlist
cp ../../designs/banked_rf/banked_rf.v src/
cat > rf.ys <<YS
read_verilog src/banked_rf.v
hierarchy -check -top banked_rf
proc; opt; memory; opt
tee -o reports/mem_check.txt stat
synth -top banked_rf -flatten
dfflibmap -liberty $LIB
abc -D 4000 -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr netlist/banked_rf.v
YS
yosys -l logs/rf_synth.log -s rf.ys > /dev/null
cat > rf.sdc <<SDC
create_clock -name clk -period 3.5 [get_ports clk]
set_input_delay 0.6 -clock clk [get_ports {we waddr* wdata* raddr_a* raddr_b*}]
set_output_delay 0.6 -clock clk [all_outputs]
set_load 0.06 [all_outputs]
SDC
cat > rf_sta.tcl <<TCL
read_liberty $LIB
read_verilog netlist/banked_rf.v
link_design banked_rf
read_sdc rf.sdc
set_power_activity -input -activity 0.2
puts "==== setup, 2 worst paths ===="
report_checks -path_delay max -group_count 2 -digits 3
puts "==== clock net ===="
report_net clk
puts "==== power ===="
report_power
puts "==== wns / tns ===="
report_wns
report_tns
TCL
sta -no_splash -exit rf_sta.tcl > reports/rf_sta.txt 2>&1
