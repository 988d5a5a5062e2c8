#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# keypad_scan: hold violations (clock uncertainty -hold 1.2, input min delay 0); yosys -q -l -s; 6 ns;
# min endpoint table; report_check_types -all_violators
cp ../../designs/keypad_scan/keypad_scan.v .
cat > keypad.ys <<EOT
read_verilog keypad_scan.v
hierarchy -check -top keypad_scan
synth -top keypad_scan
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr keypad_scan_net.v
EOT
yosys -q -l keypad.log -s keypad.ys > /dev/null 2>&1
cat > keypad.sdc <<EOT
create_clock -name kclk -period 6 [get_ports clk]
set_clock_uncertainty -setup 0.3 [get_clocks kclk]
set_clock_uncertainty -hold 1.2 [get_clocks kclk]
set_input_delay -max 2.0 -clock kclk [get_ports {row_n[*] scan_tick}]
set_input_delay -min 0.0 -clock kclk [get_ports {row_n[*] scan_tick}]
set_input_delay 1.0 -clock kclk [get_ports rst_n]
set_output_delay 1.0 -clock kclk [all_outputs]
EOT
cat > keypad_sta.tcl <<EOT
read_liberty $LIB
read_verilog keypad_scan_net.v
link_design keypad_scan
read_sdc keypad.sdc
report_checks -path_delay min_max -digits 3
report_checks -path_delay min -group_count 8 -endpoint_count 1 -format end
report_check_types -all_violators
report_tns
EOT
timeout 60 sta -no_splash -exit keypad_sta.tcl > keypad_sta.rpt 2>&1
