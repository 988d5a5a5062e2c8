read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog work/yarrow_shifter_net.v
link_design yarrow_shifter
puts "##### clock period 3.0 ns #####"
create_clock -name clk -period 3.0 [get_ports clk]
set_input_delay 0.3 -clock clk [get_ports {din[*] shamt[*] mode[*]}]
set_output_delay 0.3 -clock clk [get_ports {dout[*]}]
report_checks -path_delay max -format end
report_checks -path_delay max
report_wns
report_tns
puts "##### clock period 4.5 ns #####"
create_clock -name clk -period 4.5 [get_ports clk]
set_input_delay 0.3 -clock clk [get_ports {din[*] shamt[*] mode[*]}]
set_output_delay 0.3 -clock clk [get_ports {dout[*]}]
report_checks -path_delay max -format end
report_checks -path_delay max
report_wns
report_tns
puts "##### clock period 6.0 ns #####"
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 0.3 -clock clk [get_ports {din[*] shamt[*] mode[*]}]
set_output_delay 0.3 -clock clk [get_ports {dout[*]}]
report_checks -path_delay max -format end
report_checks -path_delay max
report_wns
report_tns
