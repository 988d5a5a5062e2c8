read_liberty $::env(OSU035_LIB)
read_verilog obj_dir/sassafras_seq.vg
link_design sassafras_seq
create_clock -name sclk -period 3.0 [get_ports clk]
set_input_delay 0.6 -clock sclk [get_ports {bit_valid bit_in rst_n}]
set_output_delay 0.6 -clock sclk [all_outputs]
set_load 0.05 [all_outputs]
# scan hookup from the old top level
set_false_path -from [get_ports scan_mode]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
