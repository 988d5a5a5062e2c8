read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog yuv_to_luma_net.v
link_design yuv_to_luma
create_clock -name pix_clk -period 4 [get_ports clk]
set_input_delay 0.5 -clock pix_clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock pix_clk [all_outputs]
puts "=== before multicycle ==="
report_checks -path_delay max -digits 3
report_wns
report_tns
set_multicycle_path 2 -setup -from [get_clocks pix_clk] -to [get_clocks pix_clk]
set_multicycle_path 1 -hold -from [get_clocks pix_clk] -to [get_clocks pix_clk]
puts "=== after multicycle ==="
report_checks -path_delay min_max -digits 3
report_wns
report_tns
