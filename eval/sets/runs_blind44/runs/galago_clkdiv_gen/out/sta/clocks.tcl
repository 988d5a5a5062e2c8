read_liberty $::env(OSU035_LIB)
read_verilog out/netlist/galago_clkdiv.v
link_design galago_clkdiv
create_clock -name clk_in -period 2.5 [get_ports clk_in]
# clk_slow is the Q of the divider MSB flop: find that pin from the net
set div_q [get_pins -of_objects [get_nets clk_slow] -filter "direction == output"]
puts "generated clock source pin: [get_full_name $div_q]"
create_generated_clock -name clk_slow -source [get_ports clk_in] -divide_by 4 $div_q
set_input_delay 0.3 -clock clk_in [get_ports {rst_n ev_in}]
set_output_delay 0.5 -clock clk_slow [get_ports {count* ovf}]
set_load 0.03 [all_outputs]
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
