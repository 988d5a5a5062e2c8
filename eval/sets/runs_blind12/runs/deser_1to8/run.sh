#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# deser_1to8: hold violations from set_clock_uncertainty -hold 0.5 and set_input_delay -min 0.0; report_check_types -all_violators; -format end min table; 5 ns; yosys -q -s -l
cp ../../designs/deser_1to8/deser_1to8.v .
cat > deser.ys <<EOT
read_verilog deser_1to8.v
hierarchy -check -top deser_1to8
synth -top deser_1to8
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr deser_1to8_net.v
EOT
yosys -q -s deser.ys -l deser_synth.log > /dev/null 2>&1
cat > deser.sdc <<EOT
create_clock -name sclk -period 5 [get_ports clk]
set_clock_uncertainty -setup 0.2 [get_clocks sclk]
set_clock_uncertainty -hold 0.5 [get_clocks sclk]
set_input_delay -max 1.5 -clock sclk [get_ports {sdi frame}]
set_input_delay -min 0.0 -clock sclk [get_ports {sdi frame}]
set_input_delay 1.0 -clock sclk [get_ports rst_n]
set_output_delay 1.0 -clock sclk [all_outputs]
EOT
cat > deser_sta.tcl <<EOT
read_liberty $LIB
read_verilog deser_1to8_net.v
link_design deser_1to8
read_sdc deser.sdc
report_checks -path_delay min_max -digits 3
report_checks -path_delay min -group_count 20 -endpoint_count 1 -format end
report_check_types -all_violators
report_wns
report_tns
EOT
sta -no_splash -exit deser_sta.tcl > deser_sta.rpt 2>&1
