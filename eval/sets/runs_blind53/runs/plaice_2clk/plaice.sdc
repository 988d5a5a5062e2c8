read_liberty $::env(OSU035_LIB)
read_verilog work/plaice_handshake_osu.v
link_design plaice_handshake
create_clock -name clk_a -period 5.0 [get_ports clk_a]
create_clock -name clk_b -period 7.0 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports {send wdata*}]
set_input_delay 0.5 -clock clk_a [get_ports rst_n]
set_output_delay 1.0 -clock clk_a [get_ports ready_a]
set_output_delay 1.0 -clock clk_b [get_ports {rdata* rvalid}]
# no clock groups declared: cross-domain paths are timed as if the clocks were related
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
