read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog wb_slave_regs_net.v
link_design wb_slave_regs
create_clock -name wb_clk -period 5 [get_ports clk_i]
set_input_delay 1.2 -clock wb_clk [delete_from_list [all_inputs] [get_ports clk_i]]
set_output_delay 1.0 -clock wb_clk [all_outputs]
set_driving_cell -lib_cell INVX1 -pin Y [delete_from_list [all_inputs] [get_ports clk_i]]
set_load 0.08 [all_outputs]
report_checks -path_delay min_max -digits 3
report_checks -through [get_ports stb_echo] -digits 3
report_net -connections -verbose ack_o
report_instance -connections -verbose _1035_
report_check_types -max_transition -min_pulse_width
report_worst_slack -digits 3
report_worst_slack -min
