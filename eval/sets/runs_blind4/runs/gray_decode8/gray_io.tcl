read_liberty $::env(OSU035_LIB)
read_verilog gray_decode8_syn.v
link_design gray_decode8
create_clock -name vclk -period 3.5
set_input_delay 0.5 -clock vclk [all_inputs]
set_output_delay 0.8 -clock vclk [all_outputs]
set_input_transition 0.2 [all_inputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins}
report_wns
report_tns
