read_liberty $env(OSU035_LIB)
read_verilog netlist/agate_seqdiv_osu035.v
link_design agate_seqdiv
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3 > reports/setup.rpt
report_checks -path_delay min -digits 3 > reports/hold.rpt
report_wns >> reports/setup.rpt
report_tns >> reports/setup.rpt
report_power > reports/power.rpt
