read_liberty $::env(OSU035_LIB)
read_verilog netlist/capybara_uart_tx_fast.v
link_design capybara_uart_tx
read_sdc capybara.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
