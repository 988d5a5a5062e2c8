#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# mux_sync_bus, run 1 of 2: clk_src 5 ns / clk_dst 5.5 ns declared asynchronous (set_clock_groups);
# yosys -c Tcl script > mux_yosys.log 2>&1; synth -flatten; report_clock_properties; -from clk_src -to clk_dst
cp ../../designs/mux_sync_bus/mux_sync_bus.v .
cat > mux_synth.tcl <<EOT
yosys read_verilog mux_sync_bus.v
yosys hierarchy -check -top mux_sync_bus
yosys synth -flatten -top mux_sync_bus
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr mux_sync_bus_net.v
EOT
yosys -c mux_synth.tcl > mux_yosys.log 2>&1
cat > mux_async_sta.tcl <<EOT
read_liberty $LIB
read_verilog mux_sync_bus_net.v
link_design mux_sync_bus
create_clock -name clk_src -period 5 [get_ports clk_src]
create_clock -name clk_dst -period 5.5 [get_ports clk_dst]
set_clock_groups -asynchronous -group {clk_src} -group {clk_dst}
set_input_delay 1.0 -clock clk_src [get_ports {ld din*}]
set_output_delay 1.0 -clock clk_dst [all_outputs]
report_clock_properties
report_checks -path_delay min_max -group_count 1 -digits 3
report_checks -from [get_clocks clk_src] -to [get_clocks clk_dst] -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit mux_async_sta.tcl > mux_async_sta.rpt 2>&1
