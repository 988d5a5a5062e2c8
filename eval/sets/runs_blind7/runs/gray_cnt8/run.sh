#!/bin/bash
# gray_cnt8: yosys -l log, OpenSTA at 10 ns
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/gray_cnt8/gray_cnt8.v .
cat > synth.ys <<EOF
read_verilog gray_cnt8.v
hierarchy -check -top gray_cnt8
synth -top gray_cnt8
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr gray_cnt8_syn.v
read_liberty -lib $LIB
check
EOF
yosys -l synth.log -s synth.ys > /dev/null
cat > sta.tcl <<EOF
read_liberty $LIB
read_verilog gray_cnt8_syn.v
link_design gray_cnt8
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst en}]
set_output_delay 1.0 -clock clk [get_ports gray*]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
EOF
sta -no_splash -exit sta.tcl > sta.rpt 2>&1
