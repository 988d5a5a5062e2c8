read_liberty $env(OSU035_LIB)
read_verilog synth_out/walleye_spim_hier.v
link_design walleye_spim
create_clock -name sysclk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock sysclk [get_ports {start tx_byte* miso}]
set_output_delay 1.0 -clock sysclk [all_outputs]
set_false_path -from [get_ports rst_n]
report_checks -path_delay max -digits 3 -fields {fanout cap slew}
report_checks -path_delay min -digits 3
report_wns
report_tns
