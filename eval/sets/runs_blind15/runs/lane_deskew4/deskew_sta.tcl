read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog lane_deskew4_net.v
link_design lane_deskew4
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.2 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
check_setup -verbose
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -through [get_pins u_tap2/*] -digits 3
report_checks -path_delay max -group_count 5 -endpoint_count 1 -format end
report_net -connections aligned
report_instance -connections u_tap3
report_wns
