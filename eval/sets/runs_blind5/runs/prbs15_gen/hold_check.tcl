read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog prbs15_gen_syn.v
link_design prbs15_gen
create_clock -name tx_clk -period 6.4 [get_ports tx_clk]
# jitter + expected skew of the serializer clock tree
set_clock_uncertainty -setup 0.2 [get_clocks tx_clk]
set_clock_uncertainty -hold 0.45 [get_clocks tx_clk]
set_input_delay 0.3 -clock tx_clk [get_ports {enable inject_err}]
set_output_delay 1.0 -clock tx_clk [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -path_delay min_max
report_checks -path_delay min -group_count 4 -format end
report_check_types -min_delay -all_violators
