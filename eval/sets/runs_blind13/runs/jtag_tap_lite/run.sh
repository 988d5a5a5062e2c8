#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# jtag_tap_lite: yosys -c Tcl script with -l; default synth (FSM pass); negedge tdo flop;
# tck 20 ns with 1.2 ns ideal clock latency and min input delay 0.1 (hold), min endpoint table, report_instance
cp ../../designs/jtag_tap_lite/jtag_tap_lite.v .
cat > jtag_synth.tcl <<EOT
yosys read_verilog jtag_tap_lite.v
yosys hierarchy -check -top jtag_tap_lite
yosys synth -top jtag_tap_lite
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean -purge
yosys stat -liberty $LIB
yosys write_verilog -noattr jtag_tap_lite_net.v
EOT
yosys -l jtag_yosys.log -c jtag_synth.tcl > /dev/null
TDO_FF=$(awk '/DFFNEGX1 /{inst=$2} /\.Q\(tdo\)/{print inst}' jtag_tap_lite_net.v)
cat > jtag_sta.tcl <<EOT
read_liberty $LIB
read_verilog jtag_tap_lite_net.v
link_design jtag_tap_lite
create_clock -name tck -period 20 [get_ports tck]
set_clock_latency 1.2 [get_clocks tck]
set_input_delay -max 4.0 -clock tck [get_ports {tms tdi trst_n}]
set_input_delay -min 0.1 -clock tck [get_ports {tms tdi trst_n}]
set_output_delay 3.0 -clock tck [get_ports {tdo tdo_en in_reset}]
report_checks -path_delay min_max -digits 3
report_checks -path_delay min -group_count 6 -endpoint_count 1 -format end
report_checks -path_delay max -to [get_ports tdo] -format full_clock -digits 3
report_instance $TDO_FF
report_worst_slack
report_tns
EOT
sta -no_splash -exit jtag_sta.tcl > jtag_sta.rpt 2>&1
