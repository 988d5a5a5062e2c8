read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog cplx_mult4_gl.v
link_design cplx_mult4
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {a_re* a_im* b_re* b_im*}]
set_output_delay 0.8 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 6 -endpoint_count 1 -format end
report_wns
report_tns
report_worst_slack
