read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/mango_mul_gl.v
link_design mango_mul
read_sdc sta/mango.sdc
puts "### single-cycle"
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
read_sdc sta/mango_mcp.sdc
puts "### with multicycle 2 onto p"
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
