# OpenSTA script for halite_spi (OSU035), 200 MHz system clock
read_liberty $::env(OSU035_LIB)
read_verilog netlist/halite_spi_osu035.v
link_design halite_spi

create_clock -name sysclk -period 5.0 [get_ports clk]
set_input_delay  1.0 -clock sysclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock sysclk [all_outputs]
set_load 0.05 [all_outputs]

report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
