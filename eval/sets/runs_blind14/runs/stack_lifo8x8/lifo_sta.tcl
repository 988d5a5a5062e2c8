read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog stack_lifo8x8_net.v
link_design stack_lifo8x8
create_clock -name clk -period 6 [get_ports clk]
set_clock_uncertainty -setup 0.3 [get_clocks clk]
set_clock_uncertainty -hold 0.6 [get_clocks clk]
set_input_delay -max 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_input_delay -min 0.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
check_setup -verbose
report_checks -path_delay min_max -digits 3
report_checks -path_delay min -group_count 12 -endpoint_count 1 -format end
report_tns
report_wns
