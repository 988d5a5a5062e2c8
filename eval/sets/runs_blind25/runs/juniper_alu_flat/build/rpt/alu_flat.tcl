read_liberty $::env(OSU035_LIB)
read_verilog build/juniper_alu_flat.v
link_design juniper_alu
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {rst op[*] a[*] b[*]}]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap slew}
report_wns
report_tns
exit
