read_liberty $::env(OSU035_LIB)
read_verilog word_handoff_mapped.v
link_design word_handoff
create_clock -name clk_sens -period 10.0 [get_ports clk_s]
create_clock -name clk_bus  -period 7.3  [get_ports clk_b]
set_input_delay 2.0 -clock clk_sens [get_ports {s_word[*] s_strobe}]
set_output_delay 2.0 -clock clk_sens [get_ports s_busy]
set_output_delay 2.0 -clock clk_bus [get_ports {b_word[*] b_valid b_count[*]}]
set_false_path -from [get_ports {rst_s_n rst_b_n}]
report_checks -path_delay max -group_count 4
report_checks -from [get_clocks clk_sens] -to [get_clocks clk_bus] -format summary
report_wns
report_tns
