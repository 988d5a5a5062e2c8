read_liberty $::env(OSU035_LIB)
read_verilog handoff/lantern_arb_gl.v
link_design lantern_arb
create_clock -name bus_clk -period 7.5 [get_ports clk]
set_input_delay 2.0 -clock bus_clk [get_ports {req[*] hold}]
set_output_delay 2.0 -clock bus_clk [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
exit
