read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog ts_compare_net.v
link_design ts_compare
create_clock -name clk -period 8 [get_ports clk]
set src ""
foreach p [get_pins -of_objects [get_nets tick_clk_o]] {
  if {[get_property $p direction] == "output"} { set src $p }
}
create_generated_clock -name tick_clk -source [get_ports clk] -divide_by 4 $src
set_input_delay 1.0 -clock clk [get_ports {rst load_match match_val*}]
set_output_delay 1.0 -clock clk [get_ports {ts* hit late}]
set_output_delay 1.0 -clock tick_clk [get_ports {tick_cnt* hit_hist*}]
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -group_count 2 -digits 3
report_worst_slack
report_wns
