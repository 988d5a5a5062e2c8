read_liberty $::env(OSU035_LIB)
read_verilog mackerel_crc8.vg
link_design mackerel_crc8
create_clock -name crc_clk -period 8.0 [get_ports clk]
set_input_delay 2.0 -clock crc_clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock crc_clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
set_power_activity -input -activity 0.2
report_power
