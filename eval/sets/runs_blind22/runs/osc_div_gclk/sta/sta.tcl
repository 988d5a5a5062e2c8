read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/osc_div_net.v
link_design osc_div
create_clock -name clk -period 5.0 [get_ports clk]
create_generated_clock -name clk_div2 -source [get_ports clk] -divide_by 2 [get_pins _42_/Q]
set_input_delay 1.0 -clock clk [get_ports {go rst}]
set_output_delay 1.0 -clock clk [get_ports {strobe clk_half}]
set_output_delay 1.0 -clock clk_div2 [get_ports {slow_cnt[*]}]
puts "*** clocks"
report_clock_properties
puts "*** worst path per clock"
report_checks -group_count 3 -digits 3
puts "*** hold"
report_checks -path_delay min -digits 3
puts "*** totals"
report_wns -digits 3
report_tns -digits 3
exit
