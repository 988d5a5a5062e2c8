read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog axis_slice_net.v
link_design axis_slice
create_clock -name aclk -period 4 [get_ports aclk]
set_input_delay 1.2 -clock aclk [delete_from_list [all_inputs] [get_ports aclk]]
set_output_delay 1.2 -clock aclk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins fanout} -digits 3
report_checks -path_delay max -group_count 5 -endpoint_count 2 -format end
report_wns
report_worst_slack
