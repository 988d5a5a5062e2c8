read_liberty $::env(OSU035_LIB)
read_verilog build.flat@osu035/netlists/lorikeet_divider.v
link_design lorikeet_divider
create_clock -name clk -period 15 [get_ports clk]
set_input_delay 3 -clock clk [get_ports {rst_n start dividend divisor}]
set_output_delay 3 -clock clk [get_ports {quotient remainder busy done div_by_zero}]
set_load 0.1 [all_outputs]
report_checks -path_delay max -fields {fanout cap slew} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
