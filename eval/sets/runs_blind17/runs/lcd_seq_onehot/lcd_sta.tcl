read_liberty $::env(OSU035_LIB)
read_verilog lcd_init_seq_mapped.v
link_design lcd_init_seq
create_clock -name clk50 -period 20.0 [get_ports clk]
set_input_delay 4.0 -clock clk50 [get_ports {host_wr host_data* host_rs}]
set_output_delay 12.0 -clock clk50 [get_ports {lcd_e lcd_rs lcd_d*}]
set_output_delay 2.0 -clock clk50 [get_ports ready]
report_checks -path_delay max -format end -endpoint_count 6
report_checks -path_delay max -through [get_ports ready]
report_checks -path_delay max
report_wns
report_tns
