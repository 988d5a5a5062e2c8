read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog tmr_regbank_net.v
link_design tmr_regbank
create_clock -name clk -period 7 -waveform {0 3} [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock clk [all_outputs]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -through [get_pins u_vm/*] -digits 3
report_wns
report_tns
