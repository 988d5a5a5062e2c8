read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mac_pipe8_gl.v
link_design mac_pipe8
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {clr x* w*}]
set_output_delay 0.5 -clock clk [get_ports acc*]
report_checks -path_delay max -digits 3
report_wns
report_tns
report_worst_slack
