read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog pulse_width_meas_syn.v
link_design pulse_width_meas
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n sig_in}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_worst_slack
report_tns
