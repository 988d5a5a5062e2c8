read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog build/cormorant_div_mapped.v
link_design cormorant_div
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.4 -clock clk [get_ports {rst start dividend* divisor*}]
set_output_delay 0.4 -clock clk [all_outputs]
puts "=== clock period 4.0 ns"
report_checks -path_delay max -digits 3
report_wns
report_tns
