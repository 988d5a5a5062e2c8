read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/regbank_w4.v
link_design regbank_2r1w
read_sdc out/regbank.sdc
puts "===== min_max paths ====="
report_checks -path_delay min_max -digits 3
puts "===== check types ====="
report_check_types -max_delay -min_delay -verbose
puts "===== wns ====="
report_wns -digits 3
report_tns -digits 3
exit
