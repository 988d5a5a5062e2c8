read_liberty $env(OSU035_LIB)
read_verilog results/carp_latchbank_mapped.v
link_design carp_latchbank
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {we waddr* wdata* raddr*}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
