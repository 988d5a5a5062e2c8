read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog quad_dec_net.v
link_design quad_dec
create_clock -name clk -period 10 [get_ports clk]
set_clock_uncertainty -setup 0.3 [get_clocks clk]
set_clock_uncertainty -hold 0.8 [get_clocks clk]
set_input_delay -max 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_input_delay -min 0.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -path_delay min -group_count 6 -endpoint_count 1 -format end
report_check_types -all_violators -format end
report_wns
report_tns
