read_liberty $::env(OSU035_LIB)
read_verilog syn/jellyfish_mac_osu.v
link_design jellyfish_mac
create_clock -name clk -period 7.5 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {a* b* en clr}]
set_output_delay 1 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
