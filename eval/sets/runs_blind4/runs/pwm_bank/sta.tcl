read_liberty $::env(OSU035_LIB)
read_verilog pwm_bank_netlist.v
link_design pwm_bank
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins}
report_tns
report_wns
