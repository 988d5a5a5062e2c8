read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mem_scrub_ctrl_net.v
link_design mem_scrub_ctrl
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.2 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.03 [all_outputs]
report_checks -path_delay min_max -fields {fanout cap slew} -digits 3
report_checks -path_delay max -to [get_ports {err_cnt[*]}] -digits 3
report_power
report_wns
