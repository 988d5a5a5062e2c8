read_liberty $::env(OSU035_LIB)
read_verilog _qor/jabiru_arbiter.mapped.v
link_design jabiru_arbiter
create_clock -name clk -period 2.5 [get_ports clk]
set_input_delay 0.3 -clock clk [get_ports req*]
set_output_delay 0.3 -clock clk [all_outputs]
report_checks -path_delay max -fields {fanout cap slew}
report_checks -path_delay min
report_wns
report_tns
