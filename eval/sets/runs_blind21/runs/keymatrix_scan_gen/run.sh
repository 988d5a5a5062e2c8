#!/bin/bash
# top: keymatrix_scan
# design: keymatrix_scan
# flow: yosys -s, OSU035 with async-reset flops; STA 5 ns master clock plus divide-by-4 generated scan clock, multicycle on cols
# yosys_log: logs/km_yosys.log
# sta_report: reports/km_sta.rpt
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs reports out; mkdir -p src logs reports out
cp ../../designs/keymatrix_scan/keymatrix_scan.v src/
cat > km.ys <<YS
read_verilog src/keymatrix_scan.v
synth -top keymatrix_scan -flatten
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr out/keymatrix_scan.v
YS
yosys -l logs/km_yosys.log -s km.ys > /dev/null
cat > km_sta.tcl <<TCL
read_liberty $LIB
read_verilog out/keymatrix_scan.v
link_design keymatrix_scan
create_clock -name clk -period 5 [get_ports clk]
set scan_q [get_pins -of_objects [get_nets scan_clk] -filter "direction == output"]
create_generated_clock -name scan_clk -source [get_ports clk] -divide_by 4 \$scan_q
set_input_delay 1.0 -clock scan_clk [get_ports cols*]
set_multicycle_path 2 -setup -from [get_ports cols*]
set_output_delay 1.0 -clock scan_clk [get_ports {rows* key_code* key_valid}]
set_false_path -from [get_ports rst]
puts "---- clocks ----"
report_clock_properties
puts "---- setup ----"
report_checks -path_delay max -group_count 2 -digits 3
puts "---- hold ----"
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_splash -exit km_sta.tcl > reports/km_sta.rpt 2>&1
