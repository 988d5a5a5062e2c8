read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog pwm_gen_syn.v
link_design pwm_gen
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst_n period* duty*}]
set_output_delay 0.5 -clock clk [get_ports pwm_out]
report_checks -path_delay max -digits 3
report_wns
report_tns
