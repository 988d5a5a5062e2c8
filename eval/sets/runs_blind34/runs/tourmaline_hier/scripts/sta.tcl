# timing of the hierarchical SPI netlist, 20 ns system clock
read_liberty $::env(OSU035_LIB)
read_verilog results/tourmaline_spim.vg
link_design tourmaline_spim
create_clock -name sysclk -period 20 [get_ports clk]
set_input_delay 4 -clock sysclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 4 -clock sysclk [all_outputs]
set_load 0.1 [all_outputs]
report_checks -path_delay max -group_count 3 -fields {fanout cap slew} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
