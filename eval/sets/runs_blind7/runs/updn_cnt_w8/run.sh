#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# updn_cnt_w8: same RTL as the other updn_cnt run; WIDTH=8
cp ../../designs/updn_cnt/updn_cnt.v .
cat > synth_w8.ys <<EOF
read_verilog updn_cnt.v

hierarchy -check -top updn_cnt
synth -top updn_cnt
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr updn_cnt_w8_syn.v
read_liberty -lib $LIB
check
EOF
yosys -l synth_w8.log -s synth_w8.ys > /dev/null
cat > sta_w8.tcl <<EOF
read_liberty $LIB
read_verilog updn_cnt_w8_syn.v
link_design updn_cnt
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst up load d*}]
set_output_delay 0.5 -clock clk [get_ports {q* tc}]
report_checks -path_delay max -digits 3
report_wns
report_tns
EOF
sta -no_splash -exit sta_w8.tcl > sta_w8.rpt 2>&1
