# one point of the sweep; the period comes from $PERIOD
read_liberty $::env(OSU035_LIB)
read_verilog build/enstatite_spi.vg
link_design enstatite_spi
set period $::env(PERIOD)
create_clock -name clk -period $period [get_ports clk]
set_input_delay  [expr {0.2 * $period}] -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay [expr {0.2 * $period}] -clock clk [all_outputs]
set_load 0.05 [all_outputs]
puts "clock period: $period ns"
report_checks -path_delay max -digits 3
report_wns
report_tns
