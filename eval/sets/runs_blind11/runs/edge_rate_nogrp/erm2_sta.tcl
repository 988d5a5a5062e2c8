read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
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
