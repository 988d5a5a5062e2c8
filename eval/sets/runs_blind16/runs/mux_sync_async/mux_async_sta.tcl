read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
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
