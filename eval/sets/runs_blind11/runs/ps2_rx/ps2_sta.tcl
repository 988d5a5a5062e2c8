read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog ps2_rx_net.v
link_design ps2_rx
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_check_types -max_slew -max_capacitance -max_fanout
report_worst_slack
