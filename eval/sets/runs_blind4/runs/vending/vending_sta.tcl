read_liberty $::env(OSU035_LIB)
read_verilog vending_mapped.v
link_design vending
create_clock -name vclk_sys -period 6 [get_ports clk]
set_input_delay 1.5 -clock vclk_sys [get_ports {coin5 coin10}]
set_output_delay 1.0 -clock vclk_sys [all_outputs]
set_load 0.02 [all_outputs]
report_clock_properties
report_checks -path_delay max -group_count 2
report_wns
report_tns
