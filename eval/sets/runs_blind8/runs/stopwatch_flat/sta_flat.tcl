read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog stopwatch_flat_net.v
link_design stopwatch_top
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {rst start_stop lap}]
set_output_delay 1.5 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_wns
report_tns
