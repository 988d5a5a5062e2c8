read_liberty ../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog mapped.v
link_design lfsr16_scrambler
create_clock -name sclk -period 4.0 [get_ports clk]
set_input_delay 0.4 -clock sclk [get_ports {load seed din}]
set_output_delay 0.4 -clock sclk [get_ports dout]
set_false_path -from [get_ports rst_n]
set_load 0.01 [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_tns
report_wns
report_worst_slack
