read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog half_rate_packer_net.v
link_design half_rate_packer
create_clock -name clk -period 6 [get_ports clk]
create_generated_clock -name clk_half -source [get_ports clk] -divide_by 2 [get_pins _277_/Q]
set_input_delay 1.0 -clock clk [get_ports {din[*] din_valid swap_en rst_n}]
set_output_delay 1.5 -clock clk_half [get_ports {word[*] word_valid word_cnt[*]}]
set_case_analysis 0 [get_ports swap_en]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -from [get_clocks clk] -to [get_clocks clk_half] -digits 3
report_checks -path_delay min -from [get_clocks clk] -to [get_clocks clk_half] -digits 3
report_tns
report_worst_slack
