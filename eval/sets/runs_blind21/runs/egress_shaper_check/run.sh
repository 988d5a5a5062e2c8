#!/bin/bash
# top: egress_shaper
# design: egress_shaper
# flow: yosys -t timestamps, check before/after proc (multiple drivers), opt -full, share, write_json, OSU035; STA 6 ns with check_setup, report_check_types, unconstrained
# yosys_log: logs/shaper.log
# sta_report: reports/shaper_sta.txt
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs reports out; mkdir -p src logs reports out
cp ../../designs/egress_shaper/egress_shaper.v src/
cat > shaper.ys <<YS
read_verilog src/egress_shaper.v
hierarchy -check -top egress_shaper
proc
tee -o reports/check_after_proc.txt check
opt -full
share
synth -top egress_shaper -flatten
write_json out/egress_shaper.json
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr out/egress_shaper.v
YS
yosys -t -l logs/shaper.log -s shaper.ys > /dev/null
cat > shaper.sdc <<SDC
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {pkt_req pkt_len*}]
set_output_delay 1.0 -clock clk [get_ports {pkt_grant drop}]
SDC
cat > shaper_sta.tcl <<TCL
read_liberty $LIB
read_verilog out/egress_shaper.v
link_design egress_shaper
read_sdc shaper.sdc
puts "=== check_setup ==="
check_setup -verbose
puts "=== max paths ==="
report_checks -path_delay max -digits 3 -fields {slew cap}
puts "=== check types ==="
report_check_types -max_delay -min_delay -verbose
puts "=== unconstrained ==="
report_checks -unconstrained -to [get_ports tokens_o*]
puts "=== totals ==="
report_wns
report_tns
TCL
sta -no_splash -exit shaper_sta.tcl > reports/shaper_sta.txt 2>&1
