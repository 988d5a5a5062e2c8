read_liberty $::env(OSU035_LIB)
read_verilog results/goethite_arbiter_hier.v
link_design goethite_arbiter
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 4.0 -clock clk [get_ports {req release_i rst_n}]
set_output_delay 2.0 -clock clk [get_ports {gnt gnt_id gnt_valid}]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
