# OpenSTA template for the period sweep; @...@ fields are filled in by the Makefile
read_liberty @LIB@
read_verilog @NET@
link_design @TOP@
create_clock -name clk -period @PERIOD@ [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports {clk rst_n}]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
