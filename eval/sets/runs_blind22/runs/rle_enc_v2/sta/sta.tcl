read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/rle_enc_net.v
link_design rle_enc
create_clock -name clk -period 7.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst in_vld in_sym[*] flush}]
set_output_delay 1.0 -clock clk [all_outputs]
puts "#### endpoints (setup)"
report_checks -path_delay max -group_count 6 -format end
puts "#### endpoints (hold)"
report_checks -path_delay min -group_count 3 -format end
puts "#### summary"
report_checks -format summary
report_worst_slack -digits 3
report_tns -digits 3
exit
