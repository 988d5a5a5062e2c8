read_liberty ../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mul8x8_gl.v
link_design mul8x8
create_clock -name core_clk -period 4.0 [get_ports clk]
set_input_delay 1.0 -clock core_clk [get_ports {a b}]
set_output_delay 1.0 -clock core_clk [get_ports p]
set_false_path -from [get_ports rst_n]
set_load 0.02 [all_outputs]
report_checks -path_delay max -digits 3
report_tns
report_wns
