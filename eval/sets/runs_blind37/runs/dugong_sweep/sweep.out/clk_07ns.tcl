read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/dugong_mac_flat.v
link_design dugong_mac
create_clock -name clk -period 7 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst en clr a[*] b[*]}]
set_output_delay 0.5 -clock clk [get_ports {acc[*] ovf}]
puts "sweep point: period 7 ns"
report_checks -path_delay max
report_wns
report_tns
