read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog updn_cnt_w12_syn.v
link_design updn_cnt
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst up load d*}]
set_output_delay 0.5 -clock clk [get_ports {q* tc}]
report_checks -path_delay max -digits 3
report_wns
report_tns
