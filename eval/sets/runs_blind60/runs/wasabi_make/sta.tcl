read_liberty $::env(OSU035_LIB)
read_verilog out.d/spim_mapped.v
link_design wasabi_spim
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.4 -clock clk [get_ports {rst go tx_byte* miso}]
set_output_delay 0.4 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
