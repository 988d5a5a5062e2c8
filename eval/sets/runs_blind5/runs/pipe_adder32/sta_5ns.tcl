read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog pipe_adder32_gl.v
link_design pipe_adder32
create_clock -name aclk -period 5.0 [get_ports aclk]
set_input_delay 0.6 -clock aclk [delete_from_list [all_inputs] [get_ports aclk]]
set_output_delay 0.4 -clock aclk [all_outputs]
set_load 0.02 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 3 -format end -digits 3
report_tns -digits 3
report_wns -digits 3
