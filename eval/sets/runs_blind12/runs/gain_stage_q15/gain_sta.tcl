read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog gain_stage_q15_net.v
link_design gain_stage_q15
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
puts "=== before multicycle ==="
report_checks -path_delay max -digits 3
report_wns
report_tns
set_multicycle_path 2 -setup -to [get_pins {_1362_/D _1363_/D _1364_/D _1365_/D _1366_/D _1367_/D _1368_/D _1369_/D _1370_/D _1371_/D _1372_/D _1373_/D }]
set_multicycle_path 1 -hold -to [get_pins {_1362_/D _1363_/D _1364_/D _1365_/D _1366_/D _1367_/D _1368_/D _1369_/D _1370_/D _1371_/D _1372_/D _1373_/D }]
puts "=== after set_multicycle_path 2 -setup / 1 -hold to the product register ==="
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -to [get_pins {_1362_/D _1363_/D _1364_/D _1365_/D _1366_/D _1367_/D _1368_/D _1369_/D _1370_/D _1371_/D _1372_/D _1373_/D }] -digits 3
report_wns
report_tns
