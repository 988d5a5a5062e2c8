read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mac16_mapped.v
link_design MacUnit16
create_clock -name mclk -period 4.0 [get_ports mclk]
set_input_delay 0.5 -clock mclk [get_ports {clr en x* w*}]
set_output_delay 0.5 -clock mclk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max
report_checks -path_delay max -group_count 6 -format end
report_tns
report_wns
report_check_types -max_delay -all_violators
