read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog work/rampion_bcd_mapped.v
link_design rampion_bcd
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {rst start bin[*]}]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
