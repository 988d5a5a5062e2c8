read_liberty $env(OSU035_LIB)
read_verilog q_out/mastiff_arbiter_flat.v
link_design mastiff_arbiter
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 1.2 -clock clk [get_ports req*]
set_output_delay 0.8 -clock clk [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
