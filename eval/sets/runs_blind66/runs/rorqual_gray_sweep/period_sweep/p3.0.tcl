read_liberty $::env(OSU035_LIB)
read_verilog build/rorqual_gray.vg
link_design rorqual_gray
create_clock -name clk -period 3.0 [get_ports clk]
set_input_delay 0.3 -clock clk [all_inputs]
set_output_delay 0.3 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
