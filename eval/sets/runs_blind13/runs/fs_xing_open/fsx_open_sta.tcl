read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog fast_slow_xing_net.v
link_design fast_slow_xing
create_clock -name clk_f -period 5 [get_ports clk_f]
create_clock -name clk_s -period 5.5 [get_ports clk_s]
set_input_delay 1.0 -clock clk_f [get_ports {ev rst_f_n}]
set_input_delay 2.0 -clock clk_s [get_ports {clr rst_s_n}]
set_output_delay 1.0 -clock clk_f [get_ports clr_seen_f]
set_output_delay 2.0 -clock clk_s [get_ports {delta[*] total_s[*]}]
report_checks -path_delay min_max -digits 3
report_checks -path_delay min_max -from [get_clocks clk_f] -to [get_clocks clk_s] -format full_clock -digits 3
report_checks -path_delay max -from [get_clocks clk_s] -to [get_clocks clk_f] -group_count 3 -format end
report_worst_slack
report_tns
