read_liberty $::env(OSU035_LIB)
read_verilog xorshift32_rng_gl.v
link_design xorshift32_rng
create_clock -name rng_clk -period 10 [get_ports clk]
set_clock_uncertainty -hold 0.8 [get_clocks rng_clk]
set_clock_uncertainty -setup 0.2 [get_clocks rng_clk]
set_input_delay -max 3 -clock rng_clk [get_ports {seed_load seed[*] enable ack}]
set_input_delay -min 0 -clock rng_clk [get_ports {seed_load seed[*] enable ack}]
set_output_delay 2 -clock rng_clk [all_outputs]
set_false_path -from [get_ports rst_n]
report_disabled_edges
report_checks -path_delay min -group_count 3
report_checks -path_delay max
report_checks -through [get_nets rnd_valid] -path_delay max
report_tns
