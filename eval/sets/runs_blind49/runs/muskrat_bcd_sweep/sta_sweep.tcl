# period comes from the environment (PERIOD, ns)
read_liberty $::env(OSU035_LIB)
read_verilog gate/muskrat_bcd.gate.v
link_design muskrat_bcd
create_clock -name clk -period $::env(PERIOD) [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports bin*]
set_output_delay 0.5 -clock clk [all_outputs]
puts "clock period: $::env(PERIOD) ns"
report_checks -path_delay max -digits 3
report_wns
report_tns
