read_liberty $::env(OSU035_LIB)
read_verilog glitch_bank_hier.v
link_design glitch_bank
create_clock -name clk_1m -period 6.0 [get_ports clk]
set_clock_uncertainty 0.3 [get_clocks clk_1m]
set_input_delay 0.0 -clock clk_1m [get_ports {btn_raw door_raw tamper_raw}]
set_output_delay 1.0 -clock clk_1m [all_outputs]
# press_count only needs to settle within two cycles (read by slow firmware)
set_multicycle_path -setup 2 -to [get_ports press_count*]
set_multicycle_path -hold 1 -to [get_ports press_count*]
report_checks -path_delay max -endpoint_count 2 -group_count 4
report_checks -to [get_ports press_count[7]] -path_delay max
report_instance u_btn_flt
report_wns
report_tns
