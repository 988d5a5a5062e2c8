# OpenSTA: dolphin_fifo DEPTH=4 at 100 MHz
read_liberty $::env(OSU035_LIB)
read_verilog syn_d4/dolphin_fifo_d4.v
link_design dolphin_fifo
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock clk [all_outputs]
set_load 0.03 [all_outputs]
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
