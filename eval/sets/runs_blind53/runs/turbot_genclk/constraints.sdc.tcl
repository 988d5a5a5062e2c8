read_liberty $::env(OSU035_LIB)
read_verilog syn_out/turbot_clkdiv.mapped.v
link_design turbot_clkdiv
create_clock -name clk_fast -period 4.0 [get_ports clk]
# divider flop output drives the slow domain
set div_q [get_pins -of_objects [get_nets {div[1]}] -filter "direction == output"]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 $div_q
set_input_delay 1.0 -clock clk_div4 [get_ports {evt rst}]
set_output_delay 1.0 -clock clk_div4 [get_ports {evt_count* overflow}]
report_clock_properties
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
