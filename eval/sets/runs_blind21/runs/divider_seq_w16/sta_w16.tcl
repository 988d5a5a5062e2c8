read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/divider_seq_w16.v
link_design divider_seq
read_sdc div.sdc
puts "--- max paths ---"
report_checks -path_delay max -digits 3
puts "--- clock skew ---"
report_clock_skew_all
puts "--- totals ---"
report_wns
report_tns
