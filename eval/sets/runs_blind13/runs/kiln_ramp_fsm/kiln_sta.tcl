read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog kiln_ramp_fsm_net.v
link_design kiln_ramp_fsm
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_driving_cell -lib_cell BUFX2 -pin Y [delete_from_list [all_inputs] [get_ports clk]]
set_load 0.08 [all_outputs]
check_setup -verbose -unconstrained_endpoints
report_checks -path_delay min_max -digits 3
report_check_types -max_transition -verbose
report_clock_skew -setup
report_power
report_worst_slack -max
report_worst_slack
