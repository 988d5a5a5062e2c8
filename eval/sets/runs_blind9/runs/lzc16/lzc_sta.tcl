read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog lzc16_flat.v
link_design lzc16
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {word* word_vld}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_worst_slack
