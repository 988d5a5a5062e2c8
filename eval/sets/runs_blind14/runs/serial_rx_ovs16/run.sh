#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# serial_rx_ovs16: DIV=27 default; select -count of DFFSR after mapping; yosys -q -s -l; 6 ns; driving cell / load; output delay only on data/data_vld, so check_setup -verbose lists unconstrained endpoints; report_checks -unconstrained; report_check_types; report_clock_properties; RTL copy deleted after the run
cp ../../designs/serial_rx_ovs16/serial_rx_ovs16.v .
cat > rx.ys <<EOT
read_verilog serial_rx_ovs16.v
hierarchy -check -top serial_rx_ovs16
synth -top serial_rx_ovs16
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
select -count t:DFFSR
stat -liberty $LIB
write_verilog -noattr serial_rx_ovs16_net.v
EOT
yosys -q -s rx.ys -l rx_synth.log > /dev/null 2>&1
cat > rx_sta.tcl <<EOT
read_liberty $LIB
read_verilog serial_rx_ovs16_net.v
link_design serial_rx_ovs16
create_clock -name rxclk -period 6 [get_ports clk]
set_input_delay 2.0 -clock rxclk [get_ports {rx rst_n}]
set_driving_cell -lib_cell INVX1 -pin Y [get_ports {rx rst_n}]
set_output_delay 1.5 -clock rxclk [get_ports {data[*] data_vld}]
set_load 0.1 [all_outputs]
report_clock_properties rxclk
check_setup -verbose
report_checks -path_delay min_max -digits 3
report_checks -unconstrained -to [get_ports {frame_err rx_active}] -digits 3
report_check_types -max_delay -min_delay -recovery -removal
report_check_types -all_violators
report_wns
report_tns
EOT
sta -no_splash -exit rx_sta.tcl > rx_sta.rpt 2>&1
rm -f serial_rx_ovs16.v
