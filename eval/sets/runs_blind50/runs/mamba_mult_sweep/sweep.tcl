# one point of the period sweep; the period (ns) comes from $PERIOD
set period $::env(PERIOD)
read_liberty $::env(OSU035_LIB)
read_verilog synth/mamba_mult.v
link_design mamba_mult
create_clock -name clk -period $period [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
puts "clock period $period ns"
report_checks -path_delay max -digits 3
report_wns
report_tns
