read_liberty $::env(OSU035_LIB)
read_verilog =yosys=/onyx_crc32.mapped.v
link_design onyx_crc32
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst_n init data_valid data}]
set_output_delay 0.5 -clock clk [get_ports {crc_out crc_ok}]
set_load 0.02 [all_outputs]
report_checks -path_delay min_max -digits 3
report_wns
report_tns
set_power_activity -input -activity 0.2
report_power
