read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog prio_enc16_gl.v
link_design prio_enc16
create_clock -name vclk -period 5
set_input_delay 1.0 -clock vclk [all_inputs]
set_output_delay 1.0 -clock vclk [all_outputs]
report_checks -path_delay max -digits 3
report_worst_slack
