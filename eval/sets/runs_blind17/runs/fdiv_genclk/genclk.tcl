read_liberty $::env(OSU035_LIB)
read_verilog frac_clk_div_syn.v
link_design frac_clk_div
create_clock -name clk_in -period 8.0 [get_ports clk_in]
# divider flop is _219_ in the mapped netlist (Q drives net clk_half)
create_generated_clock -name clk_half -source [get_ports clk_in] -divide_by 2 [get_pins _219_/Q]
set_input_delay 2.0 -clock clk_in [get_ports step_trim*]
set_output_delay 1.5 -clock clk_half [get_ports {tick tick_count* tick_wide}]
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_worst_slack
