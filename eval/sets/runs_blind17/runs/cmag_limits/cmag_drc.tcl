read_liberty $::env(OSU035_LIB)
read_verilog cmag_est_syn.v
link_design cmag_est
create_clock -name dsp_clk -period 5.0 [get_ports clk]
set_clock_uncertainty 0.25 [get_clocks dsp_clk]
set_input_delay 1.0 -clock dsp_clk [get_ports {in_vld re* im* peak_clr}]
set_output_delay 1.0 -clock dsp_clk [all_outputs]
set_load 0.02 [all_outputs]
set_max_fanout 6 [current_design]
set_max_transition 0.8 [current_design]
set_max_capacitance 0.15 [current_design]
report_check_types -all_violators
report_checks -path_delay max -fields {capacitance slew} -digits 3
report_net -connections v2
report_power
report_wns
report_tns
