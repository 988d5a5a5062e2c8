read_liberty $::env(OSU035_LIB)
read_verilog arb_loop_net.v
link_design arb_loop
create_clock -name arb_clk -period 10.0 [get_ports clk]
set_input_delay 2.0 -clock arb_clk [get_ports {req_a req_b park_en}]
set_output_delay 2.0 -clock arb_clk [get_ports {gnt_a gnt_b}]
report_disabled_edges
report_checks -path_delay max -through [get_ports gnt_a]
report_checks -path_delay max
report_wns
