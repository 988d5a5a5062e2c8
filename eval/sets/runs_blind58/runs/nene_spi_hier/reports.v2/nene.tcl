read_liberty $::env(OSU035_LIB)
read_verilog nene_spi_mapped.v
link_design nene_spi
create_clock -name sysclk -period 8 [get_ports clk]
set_input_delay 1.5 -clock sysclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock sysclk [all_outputs]
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
