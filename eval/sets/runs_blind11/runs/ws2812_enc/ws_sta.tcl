read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog ws2812_enc_net.v
link_design ws2812_enc
create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_half -source [get_ports clk] -divide_by 2 [get_pins _612_/Q]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk_half [all_outputs]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_worst_slack
report_power
