# adc_sample_pack @ 50 MHz
read_liberty /opt/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog adc_sample_pack_synth.v
link_design adc_sample_pack
create_clock -name adc_clk -period 20.0 [get_ports clk]
set_input_delay 4.0 -clock adc_clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 4.0 -clock adc_clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_tns
report_wns
