#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# mux_sync_bus, run 2 of 2: same clocks (clk_src 5 ns, clk_dst 5.5 ns) but no clock groups or false paths,
# so the hold -> dout crossing is timed as if synchronous; constraints in mux_timed.sdc (read_sdc); yosys -q -l
cp ../../designs/mux_sync_bus/mux_sync_bus.v .
yosys -q -l mux2_synth.log -p "read_verilog mux_sync_bus.v; hierarchy -check -top mux_sync_bus; synth -flatten -top mux_sync_bus; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr mux_sync_bus_net.v"
cat > mux_timed.sdc <<EOT
create_clock -name clk_src -period 5 [get_ports clk_src]
create_clock -name clk_dst -period 5.5 [get_ports clk_dst]
set_input_delay 1.0 -clock clk_src [get_ports {ld din*}]
set_output_delay 1.0 -clock clk_dst [all_outputs]
EOT
cat > mux_timed_sta.tcl <<EOT
read_liberty $LIB
read_verilog mux_sync_bus_net.v
link_design mux_sync_bus
read_sdc mux_timed.sdc
report_checks -path_delay min_max -group_count 1 -digits 3
report_checks -from [get_clocks clk_src] -to [get_clocks clk_dst] -path_delay min_max -digits 3
report_wns
report_tns
report_worst_slack
EOT
sta -no_splash -exit mux_timed_sta.tcl > mux_timed_sta.rpt 2>&1
