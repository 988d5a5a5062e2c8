read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/banked_rf.v
link_design banked_rf
read_sdc rf.sdc
set_power_activity -input -activity 0.2
puts "==== setup, 2 worst paths ===="
report_checks -path_delay max -group_count 2 -digits 3
puts "==== clock net ===="
report_net clk
puts "==== power ===="
report_power
puts "==== wns / tns ===="
report_wns
report_tns
