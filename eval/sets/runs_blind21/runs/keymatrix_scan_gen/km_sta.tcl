read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/keymatrix_scan.v
link_design keymatrix_scan
create_clock -name clk -period 5 [get_ports clk]
set scan_q [get_pins -of_objects [get_nets scan_clk] -filter "direction == output"]
create_generated_clock -name scan_clk -source [get_ports clk] -divide_by 4 $scan_q
set_input_delay 1.0 -clock scan_clk [get_ports cols*]
set_multicycle_path 2 -setup -from [get_ports cols*]
set_output_delay 1.0 -clock scan_clk [get_ports {rows* key_code* key_valid}]
set_false_path -from [get_ports rst]
puts "---- clocks ----"
report_clock_properties
puts "---- setup ----"
report_checks -path_delay max -group_count 2 -digits 3
puts "---- hold ----"
report_checks -path_delay min -digits 3
report_wns
report_tns
