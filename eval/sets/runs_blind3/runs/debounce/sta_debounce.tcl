read_liberty ../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog debounce_gate.v
link_design debounce
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {btn rst_n}]
set_output_delay 2.0 -clock clk [get_ports {clean rise}]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -to [get_ports rise] -digits 3
report_tns
report_wns
