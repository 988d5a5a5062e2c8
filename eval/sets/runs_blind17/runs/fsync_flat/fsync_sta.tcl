read_liberty $::env(OSU035_LIB)
read_verilog frame_sync_det_flat.v
link_design frame_sync_det
create_clock -name ser_clk -period 8.0 [get_ports clk]
set_input_delay 1.5 -clock ser_clk [get_ports {ser_vld ser_bit}]
set_output_delay 1.5 -clock ser_clk [get_ports {locked sof bit_pos* sync_dist*}]
set_false_path -from [get_ports rst_n]
report_checks -path_delay max -group_count 3 -format ends
report_checks -path_delay max -fields {capacitance slew net}
report_wns
report_tns
