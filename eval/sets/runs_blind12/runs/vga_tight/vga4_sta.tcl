read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog vga_sync_gen_net.v
link_design vga_sync_gen
create_clock -name pclk -period 2.5 [get_ports clk]
set_input_delay 1.0 -clock pclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock pclk [all_outputs]
set_load 0.04 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 5 -endpoint_count 1 -format end
report_worst_slack
report_tns
