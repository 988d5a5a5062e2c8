read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog popcount16_comb_syn.v
link_design popcount16_comb
create_clock -name vclk -period 15
set_input_delay 2.0 -clock vclk [all_inputs]
set_output_delay 2.0 -clock vclk [all_outputs]
set_load 0.1 [all_outputs]
report_checks -digits 4
report_worst_slack -digits 4
