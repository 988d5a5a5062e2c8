read_liberty $::env(OSU035_LIB)
read_verilog present_round_syn.v
link_design present_round
create_clock -name core_clk -period 6 [get_ports clk]
set_clock_uncertainty 0.3 [get_clocks core_clk]
set_input_delay 1 -clock core_clk [get_ports {load pt[*] key[*]}]
set_output_delay 1 -clock core_clk [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -fields {slew capacitance input_pin net}
report_checks -format summary -group_count 5
report_check_types -min_period -verbose
report_wns
report_tns
