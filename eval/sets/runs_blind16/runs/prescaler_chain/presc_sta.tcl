read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog prescaler_chain_net.v
link_design prescaler_chain
create_clock -name clk -period 4 [get_ports clk]
create_generated_clock -name div_clk -source [get_ports clk] -divide_by 4 [get_pins u_s0/_12_/Q]
set_input_delay 0.8 -clock clk [get_ports {en rst_n}]
set_input_delay 0.8 -clock div_clk [get_ports evt]
set_output_delay 0.5 -clock clk [get_ports {tick_a tick_b tick_c}]
set_output_delay 0.5 -clock div_clk [get_ports {evt_count*}]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -from [get_clocks clk] -to [get_clocks div_clk] -digits 3
report_checks -unconstrained -to [get_ports div_clk] -digits 3
report_wns
report_tns
