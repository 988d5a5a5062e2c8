#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# edge_rate_mon, run 2 of 2: same RTL, same clocks but NO clock groups (crossing is timed); inline constraints; yosys -c Tcl with tee
cp ../../designs/edge_rate_mon/edge_rate_mon.v .
cat > erm2.tcl <<EOT
yosys read_verilog edge_rate_mon.v
yosys hierarchy -check -top edge_rate_mon
yosys synth -top edge_rate_mon
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr edge_rate_mon_net.v
EOT
yosys -c erm2.tcl 2>&1 | tee erm2_synth.log > /dev/null
cat > erm2_sta.tcl <<EOT
read_liberty $LIB
read_verilog edge_rate_mon_net.v
link_design edge_rate_mon
create_clock -name clk_evt -period 7 [get_ports clk_evt]
create_clock -name clk_ref -period 10 [get_ports clk_ref]
set_input_delay 1.0 -clock clk_evt [get_ports rst_evt]
set_input_delay 1.0 -clock clk_ref [get_ports {rst_ref thresh[*]}]
set_output_delay 1.0 -clock clk_ref [all_outputs]
report_clock_properties
report_checks -path_delay max -digits 3
report_checks -from [get_clocks clk_evt] -to [get_clocks clk_ref] -path_delay min_max -digits 3
report_checks -from [get_clocks clk_ref] -to [get_clocks clk_ref] -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit erm2_sta.tcl > erm2_sta.rpt 2>&1
