read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog results/sodalite_cdc_gl.v
link_design sodalite_cdc
read_sdc results/clocks.sdc
puts "==== without clock groups"
report_checks -path_delay max -group_count 2
report_wns
report_tns
