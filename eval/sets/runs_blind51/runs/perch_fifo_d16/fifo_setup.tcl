# setup-only STA for the 16-deep perch_fifo, 8 ns clock
read_liberty $env(LIB)
read_verilog build~d16/perch_fifo_mapped.v
link_design perch_fifo
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -group_count 3 -digits 3
report_wns
report_tns
