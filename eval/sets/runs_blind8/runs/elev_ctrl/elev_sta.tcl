read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog elev_ctrl_net.v
link_design elev_ctrl
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n req_valid req_floor* at_floor door_done}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_worst_slack
report_tns
