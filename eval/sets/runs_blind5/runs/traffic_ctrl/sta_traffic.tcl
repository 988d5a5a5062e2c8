read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog traffic_ctrl_gl.v
link_design TrafficCtrl
create_clock -name clk_50 -period 20 [get_ports clk_50]
set_input_delay 4.0 -clock clk_50 [get_ports {reset ped_req car_side}]
set_output_delay 4.0 -clock clk_50 [all_outputs]
set_load 0.1 [all_outputs]
report_checks
report_check_types -max_delay -min_delay -verbose
report_worst_slack
