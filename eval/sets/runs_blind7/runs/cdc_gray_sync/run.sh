#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# cdc_gray_sync: two asynchronous clocks
cp ../../designs/cdc_gray_sync/cdc_gray_sync.v .
cat > cdc_synth.ys <<EOF
read_verilog cdc_gray_sync.v
hierarchy -check -top cdc_gray_sync
synth -top cdc_gray_sync
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr cdc_gray_sync_syn.v
read_liberty -lib $LIB
check
EOF
yosys -l cdc_synth.log cdc_synth.ys > /dev/null
cat > cdc_sta.tcl <<EOF
read_liberty $LIB
read_verilog cdc_gray_sync_syn.v
link_design cdc_gray_sync
create_clock -name wclk -period 8 [get_ports wclk]
create_clock -name rclk -period 12.5 [get_ports rclk]
set_clock_groups -asynchronous -group [get_clocks wclk] -group [get_clocks rclk]
set_input_delay 1.0 -clock wclk [get_ports {wrst_n winc}]
set_input_delay 1.0 -clock rclk [get_ports rrst_n]
set_output_delay 1.0 -clock wclk [get_ports wbin*]
set_output_delay 1.0 -clock rclk [get_ports rptr_sync*]
report_checks -path_delay max -digits 3
report_wns
report_tns
EOF
sta -no_splash -exit cdc_sta.tcl > cdc_sta.rpt 2>&1
