read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog nrzi_stuff_tx_net.v
link_design nrzi_stuff_tx
create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name bclk -source [get_ports clk] -divide_by 4 [get_pins _189_/Q]
set_input_delay 1.0 -clock clk [get_ports {rst load byte_in[*]}]
set_output_delay 1.0 -clock bclk [get_ports {line_out tx_busy}]
set_output_delay 1.0 -clock clk [get_ports bclk_out]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -from [get_clocks clk] -to [get_clocks bclk] -path_delay min_max -digits 3
report_checks -from [get_clocks bclk] -to [get_clocks clk] -digits 3
report_power
report_tns
report_wns
