read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog audio_clkgen.mapped.v
link_design audio_clkgen
read_sdc audio_clkgen.sdc
puts "----- clocks -----"
report_clock_properties
puts "----- setup, 2 worst per clock group -----"
report_checks -path_delay max -group_count 2 -format summary
puts "----- worst bclk path -----"
report_checks -path_delay max -to [get_ports lrclk]
puts "----- cfg -> mclk crossing (should be cut) -----"
report_checks -from [get_clocks cfg_clk] -to [get_clocks mclk]
puts "----- hold -----"
report_checks -path_delay min -format end -group_count 3
report_worst_slack
