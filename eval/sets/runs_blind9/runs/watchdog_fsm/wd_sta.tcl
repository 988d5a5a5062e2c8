read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog watchdog_fsm_mapped.v
link_design watchdog_fsm
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {enable kick reload*}]
set_input_delay 0.5 -clock clk [get_ports rst]
set_output_delay 0.5 -clock clk [all_outputs]
set_false_path -from [get_ports rst]
report_checks -path_delay min_max -digits 3
report_worst_slack
report_tns
