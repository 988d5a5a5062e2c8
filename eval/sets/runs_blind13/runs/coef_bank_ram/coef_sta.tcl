read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog coef_bank_ram_net.v
link_design coef_bank_ram
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.1 [all_outputs]
report_checks -path_delay min_max -fields {slew cap input_pins} -digits 3
report_checks -path_delay max -through [get_ports {raddr_a[*]}] -digits 3
report_checks -path_delay max -to [get_ports {wsum[*]}] -format end -group_count 4
report_net -connections we
report_power
report_tns
report_wns
