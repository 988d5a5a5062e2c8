read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog pingpong_buf_net.v
link_design pingpong_buf
create_clock -name clk -period 6 [get_ports clk]
set_clock_uncertainty -hold 1.2 [get_clocks clk]
set_input_delay -max 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_input_delay -min 0.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay min -group_count 3 -endpoint_count 1 -format end
report_checks -path_delay min -digits 3
report_checks -path_delay max -digits 3
report_check_types -all_violators
report_wns
report_tns
