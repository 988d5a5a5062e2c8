read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog median3_gates.v
link_design median3
read_sdc median3.sdc
puts "--- setup/hold ---"
report_checks -path_delay min_max -digits 3
puts "--- top 5 setup endpoints ---"
report_checks -group_count 5 -format end
puts "--- anything left unconstrained? ---"
report_checks -unconstrained -from [get_ports s_vld]
report_wns
report_tns
