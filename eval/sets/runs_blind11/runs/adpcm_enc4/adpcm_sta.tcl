read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog adpcm_enc4_flat.v
link_design adpcm_enc4
create_clock -name clk -period 25 [get_ports clk]
set_input_delay 3.0 -clock clk [get_ports {in_valid pcm_in[*]}]
set_input_delay 3.0 -clock clk [get_ports sample_in]
set_output_delay 3.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_worst_slack
