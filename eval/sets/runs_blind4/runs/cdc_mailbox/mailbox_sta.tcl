read_liberty $::env(OSU035_LIB)
read_verilog cdc_mailbox.mapped.v
link_design cdc_mailbox
create_clock -name pclk -period 5 [get_ports clk_p]
create_clock -name cclk -period 12 [get_ports clk_c]
set_clock_groups -asynchronous -group {pclk} -group {cclk}
set_input_delay 1.0 -clock pclk [get_ports {wr wdata*}]
set_output_delay 2.0 -clock cclk [all_outputs]
set_false_path -from [get_ports rst_n]
set_load 0.05 [all_outputs]
report_clock_properties
report_checks -path_delay max -group_count 4
report_check_types -max_transition -max_delay -verbose
report_wns
report_tns
