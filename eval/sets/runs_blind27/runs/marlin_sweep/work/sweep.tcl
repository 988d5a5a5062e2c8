read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog work/marlin_mac.gl.v
link_design marlin_mac
foreach period {8 10 12 14} {
  puts "##### period $period ns #####"
  create_clock -name clk -period $period [get_ports clk]
  set_input_delay 1.0 -clock clk [get_ports {a[*] b[*] en clr rst}]
  set_output_delay 1.0 -clock clk [get_ports {acc[*] ovf}]
  report_checks -path_delay max -format end -group_count 3
  report_wns
  report_tns
}
