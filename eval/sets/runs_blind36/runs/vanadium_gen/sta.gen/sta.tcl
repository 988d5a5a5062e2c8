read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mapped/vanadium_clkdiv.v
link_design vanadium_clkdiv
source sta.gen/clocks.tcl
puts "generated clock source pin: [get_full_name $div_q]"
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
