read_liberty $::env(OSU035_LIB)
read_verilog qspi_gl.v
link_design qspi_rd_seq
create_clock -name sysclk -period 12 [get_ports clk]
create_generated_clock -name sck_div2 -source [get_ports clk] -divide_by 2 [get_pins _829_/Q]
set_input_delay 3 -clock sysclk [get_ports {start addr[*]}]
set_input_delay 2 -clock sck_div2 [get_ports {io_in[*]}]
set_output_delay 3 -clock sysclk [all_outputs]
set_multicycle_path -setup 2 -from [get_ports {addr[*]}]
set_multicycle_path -hold 1 -from [get_ports {addr[*]}]
set_false_path -from [get_ports rst_n]
report_clock_properties
report_checks -path_delay max -group_count 3
report_checks -from [get_ports {addr[*]}] -path_delay max
report_checks -format end -group_count 8
report_wns
