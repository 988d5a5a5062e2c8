read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog gl/owl_clkdiv_gl.v
link_design owl_clkdiv
read_sdc {sta#gen/owl.sdc}
report_clock_properties
report_checks -path_delay max -digits 3
report_checks -path_delay max -from [get_clocks clk_div4] -to [get_clocks clk_fast] -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
