read_liberty ../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog sat_add12_mapped.v
link_design sat_add12
create_clock -name clk -period 3.5 [get_ports clk]
set_input_delay 0.3 -clock clk [get_ports {x y}]
set_output_delay 0.3 -clock clk [get_ports {sum sat}]
set_false_path -from [get_ports rst_n]
set_load 0.02 [all_outputs]
report_checks -path_delay max -digits 3 -group_count 3
report_tns
report_wns
