read_liberty $::env(OSU035_LIB)
read_verilog out/capybara_uart_tx_115k.v
link_design capybara_uart_tx
create_clock -name clk -period 20 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst_n tx_start tx_data}]
set_output_delay 2.0 -clock clk [get_ports {tx busy done}]
set_load 0.05 [all_outputs]
report_checks -path_delay max -group_count 3
report_wns
report_tns
