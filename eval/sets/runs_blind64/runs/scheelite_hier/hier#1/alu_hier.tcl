read_liberty $::env(OSU035_LIB)
read_verilog hier#1/scheelite_alu_hier.v
link_design scheelite_alu
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 3.0 -clock clk [get_ports {op[*] sra a[*] b[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
