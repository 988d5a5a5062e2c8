read_liberty $::env(OSU035_LIB)
read_verilog synth/jadeite_scrambler_netlist.v
link_design jadeite_scrambler
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2 -clock clk [get_ports {rst_n seed_load seed din_valid din}]
set_output_delay 2 -clock clk [get_ports {dout dout_valid}]
report_checks -path_delay max
report_wns
report_tns
