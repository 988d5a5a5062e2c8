read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog gahnite_mul_syn.v
link_design gahnite_mul
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 0.5 -clock clk [all_inputs]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
