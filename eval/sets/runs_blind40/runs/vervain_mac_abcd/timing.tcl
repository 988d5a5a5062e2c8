# vervain_mac timing at 6 ns (166 MHz), inputs arrive 0.5 ns after the clock
read_liberty $::env(OSU035_LIB)
read_verilog _abcD6000/vervain_mac_mapped.v
link_design vervain_mac
create_clock -name mclk -period 6.0 [get_ports clk]
set_input_delay 0.5 -clock mclk [get_ports {a* b* en clr rst}]
set_output_delay 0.5 -clock mclk [all_outputs]
report_checks -path_delay max -digits 3 -fields {fanout cap}
report_wns
report_tns
report_power
