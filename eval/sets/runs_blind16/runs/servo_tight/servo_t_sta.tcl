read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog servo_pulse_gen_net.v
link_design servo_pulse_gen
create_clock -name clk -period 2.5 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -group_count 6 -endpoint_count 1 -format end
report_checks -path_delay max -digits 3
report_worst_slack
report_tns
